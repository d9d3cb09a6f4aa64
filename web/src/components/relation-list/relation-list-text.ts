// The relation list kit's texts: a key of its catalogue without the `relationList.` prefix. A screen
// that uses the kit wraps itself in `relationListMessages` (messages/index.ts).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RelationListMessageKey } from './messages/index.ts';

type RelationListKey = RelationListMessageKey extends `relationList.${infer K}` ? K : never;

export function useRelationListText() {
  const intl = useIntl();
  return useCallback(
    (key: RelationListKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `relationList.${key}` }, values),
    [intl],
  );
}
