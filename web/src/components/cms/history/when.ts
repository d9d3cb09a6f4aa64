// When a change happened, in words ("3 minuten geleden") and as a date and time: the timeline and
// the conflict dialog say both, the words for a quick read, the date for certainty.
import type { IntlShape } from 'react-intl';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const steps: readonly [Unit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** The time from `now` to `at` in the largest unit that keeps it at least 1 (negative: past). */
export function relativeTo(at: Date, now: Date): { value: number; unit: Unit } {
  let amount = (at.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return { value: Math.round(amount), unit };
    amount /= size;
  }
  return { value: Math.round(amount), unit: 'year' };
}

/** "3 minuten geleden" (the same minute: "nu"). */
export function inWords(intl: IntlShape, at: string, now = new Date()): string {
  const { value, unit } = relativeTo(new Date(at), now);
  // Under a minute, and a clock a little ahead of the server's, read as now.
  if (unit === 'second') return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  return intl.formatRelativeTime(value, unit, { numeric: 'auto' });
}

/** "1 dec 2026 22:21". */
export const asDateTime = (intl: IntlShape, at: string) =>
  intl.formatDate(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });

/** "3 minuten geleden, 1 dec 2026 22:21". */
export const whenText = (intl: IntlShape, at: string, now?: Date) =>
  `${inWords(intl, at, now)}, ${asDateTime(intl, at)}`;

/** A day `YYYY-MM-DD` as the locale writes it ("1 december 2026"), in no time zone's way. */
export const dayText = (intl: IntlShape, day: string) =>
  intl.formatDate(new Date(`${day}T12:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
