// An organisation's events for one month: our own month navigation (the month lives in the URL,
// `?maand=2026-12`), FullCalendar's month grid on wide screens (a lazy chunk, hidden from screen
// readers) and the same occurrences as a list (shown on narrow screens, read by screen readers).
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useMediaQuery } from '../../../components/page/use-media-query.ts';
import { SkeletonBlock } from '../../../components/status/Skeleton.tsx';
import { type FragmentType, getFragmentData } from '../../../gql';
import { EventList } from './EventList.tsx';
import { CalendarEventFragment } from './event-fragment.ts';
import {
  formatMonth,
  MONTH_PARAM,
  monthOfOccurrence,
  monthPeriod,
  parseMonth,
  shiftMonth,
} from './month.ts';
import { nextOccurrenceAfter } from './next-occurrence.ts';
import { expandOccurrences } from '../../../components/calendar/occurrences.ts';

const MonthGrid = lazy(() => import('./MonthGrid.tsx'));

const navClass =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md border border-gray-300 bg-white px-2 text-sm font-semibold hover:bg-surface-muted sm:px-3 sm:text-base';

export function EventCalendar(props: {
  events: readonly FragmentType<typeof CalendarEventFragment>[];
}) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width: 960px)', false);
  const [params] = useSearchParams();
  const events = getFragmentData(CalendarEventFragment, props.events);
  const month = parseMonth(params.get(MONTH_PARAM));
  const { from, to } = monthPeriod(month);
  const occurrences = useMemo(() => expandOccurrences(events, from, to), [events, from, to]);
  const upcoming = useMemo(
    () => (occurrences.length === 0 ? nextOccurrenceAfter(events, to) : null),
    [events, occurrences.length, to],
  );

  const hrefFor = (target: string) => {
    const next = new URLSearchParams(params);
    next.set(MONTH_PARAM, target);
    return `?${next.toString()}`;
  };
  const monthTitle = intl.formatDate(`${from}T00:00:00Z`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <div className="space-y-4">
      <nav
        aria-label={intl.formatMessage({ id: 'organisations.calendar.navigation' })}
        className="flex flex-wrap items-center justify-between gap-2"
      >
        <p className="text-xl font-semibold capitalize" aria-live="polite">
          {monthTitle}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={hrefFor(formatMonth(shiftMonth(month, -1)))}
            preventScrollReset
            className={navClass}
          >
            {intl.formatMessage({ id: 'organisations.calendar.previous' })}
          </Link>
          <Link to={hrefFor(formatMonth(parseMonth(null)))} preventScrollReset className={navClass}>
            {intl.formatMessage({ id: 'organisations.calendar.today' })}
          </Link>
          <Link
            to={hrefFor(formatMonth(shiftMonth(month, 1)))}
            preventScrollReset
            className={navClass}
          >
            {intl.formatMessage({ id: 'organisations.calendar.next' })}
          </Link>
        </div>
      </nav>
      {/* The grid only draws what the list says; `inert` keeps it out of reach of the keyboard and
          the accessibility tree, so nobody meets the same events twice. Below 960 px it is neither
          rendered nor downloaded: the list is the calendar there. */}
      {wide && (
        <div inert aria-hidden="true" data-testid="calendar-grid">
          <Suspense fallback={<SkeletonBlock className="h-[36rem] w-full" />}>
            <MonthGrid monthStart={from} occurrences={occurrences} locale={intl.locale} />
          </Suspense>
        </div>
      )}
      <div className="min-[960px]:sr-only min-[960px]:focus-within:not-sr-only">
        <h3 className="sr-only">
          {intl.formatMessage({ id: 'organisations.calendar.listTitle' }, { month: monthTitle })}
        </h3>
        {occurrences.length > 0 ? (
          <EventList occurrences={occurrences} />
        ) : (
          <p className="rounded-md border border-dashed border-gray-300 p-4 text-ink-muted">
            {intl.formatMessage({ id: 'organisations.calendar.emptyMonth' })}
          </p>
        )}
      </div>
      {upcoming && (
        <p>
          <Link
            to={hrefFor(monthOfOccurrence(upcoming))}
            preventScrollReset
            className="font-semibold text-brand-primary-dark underline"
          >
            {intl.formatMessage(
              { id: 'organisations.calendar.nextEvent' },
              { title: upcoming.event.title },
            )}
          </Link>
        </p>
      )}
    </div>
  );
}
