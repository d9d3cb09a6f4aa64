// The calendar as a plain list of the month's occurrences: day, time, title, room and link. It is
// the calendar on narrow screens and, on wide ones, the screen readers' version of the grid.
import { useIntl } from 'react-intl';
import type { OrganisationCalendar_EventFragment } from '../../../gql/graphql.ts';
import type { OrganisationsMessageKey } from '../messages/index.ts';
import type { Occurrence } from './occurrences.ts';

export type CalendarOccurrence = Occurrence<OrganisationCalendar_EventFragment>;

export function EventList({ occurrences }: { occurrences: readonly CalendarOccurrence[] }) {
  const intl = useIntl();
  return (
    <ul className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
      {occurrences.map((occurrence) => {
        const { event } = occurrence;
        return (
          <li key={occurrence.key} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
            <p className="shrink-0 font-semibold sm:w-48">
              <time dateTime={occurrence.start}>{whenText(intl, occurrence)}</time>
            </p>
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">
                {event.url ? (
                  <a
                    href={event.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-brand-primary-dark underline"
                  >
                    {event.title}
                    <span className="sr-only">
                      {' '}
                      {intl.formatMessage({ id: 'organisations.external' })}
                    </span>
                  </a>
                ) : (
                  event.title
                )}
              </p>
              <p className="text-sm text-ink-muted">
                {intl.formatMessage({
                  id: `organisations.eventType.${event.type.toLowerCase()}` as OrganisationsMessageKey,
                })}
                {event.room ? ` · ${event.room}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function whenText(intl: ReturnType<typeof useIntl>, occurrence: Occurrence): string {
  if (occurrence.allDay) {
    // A day is a calendar date, not an instant: format it in UTC so no time zone moves it.
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
  const from = intl.formatTime(occurrence.start, { hour: '2-digit', minute: '2-digit' });
  const sameDay =
    new Date(occurrence.start).toDateString() === new Date(occurrence.end).toDateString();
  if (occurrence.end === occurrence.start) return `${day}, ${from}`;
  const until = sameDay
    ? intl.formatTime(occurrence.end, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(occurrence.end, {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
      });
  return `${day}, ${from} – ${until}`;
}
