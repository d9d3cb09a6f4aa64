// The first occurrence on or after a day: where the calendar points when a month is empty.
import {
  type CalendarEvent,
  expandOccurrences,
  type Occurrence,
} from '../../../components/calendar/occurrences.ts';

/** The day an event first starts ("YYYY-MM-DD"; UTC day of a timed start is close enough here). */
const firstDay = (event: CalendarEvent): string =>
  event.date ?? (event.startsAt ? event.startsAt.slice(0, 10) : '');

export function nextOccurrenceAfter<E extends CalendarEvent>(
  events: readonly E[],
  day: string,
): Occurrence<E> | null {
  // Every event's first start, or (recurring) its next one, lies before the latest first start or
  // the day itself, plus a year (the longest repeat), plus slack: look that far, no further.
  const latest = events.map(firstDay).reduce((max, start) => (start > max ? start : max), day);
  const until = `${Number(latest.slice(0, 4)) + 2}${latest.slice(4)}`;
  return expandOccurrences(events, day, until)[0] ?? null;
}
