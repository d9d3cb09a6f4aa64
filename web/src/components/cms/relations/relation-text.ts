// The relation tabs kit's texts: a key of its catalogue without the `relations.` prefix. A screen
// that uses the kit wraps itself in `relationsMessages` (messages/index.ts).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RelationsMessageKey } from './messages/index.ts';

type RelationKey = RelationsMessageKey extends `relations.${infer K}` ? K : never;

export function useRelationText() {
  const intl = useIntl();
  return useCallback(
    (key: RelationKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `relations.${key}` }, values),
    [intl],
  );
}
