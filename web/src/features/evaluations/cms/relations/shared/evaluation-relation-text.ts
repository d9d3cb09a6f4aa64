// The evaluation's relation tabs' own texts: a key of this folder's catalogue without its
// `cmsEvaluations.relations.` prefix (the kit's tabs have theirs, components/cms/relations).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CmsEvaluationsRelationsMessageKey } from '../messages/index.ts';

type EvaluationRelationKey =
  CmsEvaluationsRelationsMessageKey extends `cmsEvaluations.relations.${infer K}` ? K : never;

export function useEvaluationRelationText() {
  const intl = useIntl();
  return useCallback(
    (key: EvaluationRelationKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `cmsEvaluations.relations.${key}` }, values),
    [intl],
  );
}
