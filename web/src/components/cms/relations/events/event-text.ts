// The events tab's texts: a key of the kit's catalogue without its `relations.events.` prefix.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RelationsMessageKey } from '../messages/index.ts';

/** Distributes over the catalogue's keys: only the events' match. */
type EventKeyOf<Key> = Key extends `relations.events.${infer K}` ? K : never;
export type EventTextKey = EventKeyOf<RelationsMessageKey>;

export function useEventText() {
  const intl = useIntl();
  return useCallback(
    (key: EventTextKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `relations.events.${key}` }, values),
    [intl],
  );
}
