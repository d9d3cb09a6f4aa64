// The calendar as a plain list of the month's occurrences: day, time, title, room and link. It is
// the calendar on narrow screens and, on wide ones, the screen readers' version of the grid.
import { useIntl } from 'react-intl';
import type { OrganisationCalendar_EventFragment } from '../../../gql/graphql.ts';
import type { OrganisationsMessageKey } from '../messages/index.ts';
import { occurrenceWhen } from '../../../components/calendar/occurrence-when.ts';
import type { Occurrence } from '../../../components/calendar/occurrences.ts';

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
              <time dateTime={occurrence.start}>{occurrenceWhen(intl, occurrence)}</time>
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
