// The owned-records tabs' texts: a key of their catalogue without its `ownedRecords.` prefix.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { OwnedRecordsMessageKey } from './messages/index.ts';

type OwnedKey = OwnedRecordsMessageKey extends `ownedRecords.${infer K}` ? K : never;

export function useOwnedText() {
  const intl = useIntl();
  return useCallback(
    (key: OwnedKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `ownedRecords.${key}` }, values),
    [intl],
  );
}
