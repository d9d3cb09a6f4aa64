// How an events list (the public calendar's, the CMS events tab's) names an occurrence's time: the
// day (an all-day event's day is a calendar date, formatted in UTC so no time zone moves it), else
// the day with the start and end times.
import type { IntlShape } from 'react-intl';
import type { Occurrence } from './occurrences.ts';

const time = { hour: '2-digit', minute: '2-digit' } as const;

export function occurrenceWhen(intl: IntlShape, occurrence: Occurrence): string {
  if (occurrence.allDay) {
    return intl.formatDate(`${occurrence.start}T00:00:00Z`, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  }
  const day = intl.formatDate(occurrence.start, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  });
  const from = intl.formatTime(occurrence.start, time);
  if (occurrence.end === occurrence.start) return `${day}, ${from}`;
  const sameDay =
    new Date(occurrence.start).toDateString() === new Date(occurrence.end).toDateString();
  const until = sameDay
    ? intl.formatTime(occurrence.end, time)
    : intl.formatDate(occurrence.end, { day: 'numeric', month: 'long', ...time });
  return `${day}, ${from} – ${until}`;
}
