// Calendar days (`2026-11-24`) shown in the reader's language; formatted in UTC so a day never
// shifts by the reader's time zone.
import type { IntlShape } from 'react-intl';

export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
