// The tabs' texts: a key of this folder's catalogue without its `cmsEvaluations.relations.` prefix.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CmsEvaluationsRelationsMessageKey } from '../messages/index.ts';

type RelationKey = CmsEvaluationsRelationsMessageKey extends `cmsEvaluations.relations.${infer K}`
  ? K
  : never;

export function useRelationText() {
  const intl = useIntl();
  return useCallback(
    (key: RelationKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `cmsEvaluations.relations.${key}` }, values),
    [intl],
  );
}
