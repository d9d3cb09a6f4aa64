// The calendar section of an association or program page.
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import type { FragmentType } from '../../../gql';
import { EventCalendar } from '../calendar/EventCalendar.tsx';
import type { CalendarEventFragment } from '../calendar/event-fragment.ts';

export function EventsSection(props: {
  events: readonly FragmentType<typeof CalendarEventFragment>[];
}) {
  const intl = useIntl();
  return (
    <DetailSection title={intl.formatMessage({ id: 'organisations.calendar.title' })}>
      {props.events.length === 0 ? (
        <p className="text-ink-muted">
          {intl.formatMessage({ id: 'organisations.calendar.empty' })}
        </p>
      ) : (
        <EventCalendar events={props.events} />
      )}
    </DetailSection>
  );
}
