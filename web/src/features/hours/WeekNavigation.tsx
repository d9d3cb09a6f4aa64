// The week's heading, its total and the previous / this week / next links (the week is in the URL).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDay, formatDuration, mondayOf, shiftWeek, WEEK_PARAM, weekPeriod } from './week.ts';

const navClass =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md border border-gray-300 bg-white px-3 font-semibold hover:bg-surface-muted';

interface WeekNavigationProps {
  week: string;
  /** Minutes registered in the week, or null while unknown. */
  total: number | null;
}

export function WeekNavigation({ week, total }: WeekNavigationProps) {
  const intl = useIntl();
  const { from, to } = weekPeriod(week);
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00`, { day: 'numeric', month: 'long', year: 'numeric' });
  const hrefFor = (target: string) => `?${WEEK_PARAM}=${target}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-xl font-semibold" aria-live="polite">
          {intl.formatMessage({ id: 'hours.week.title' }, { from: day(from), to: day(to) })}
        </h2>
        <p className="mt-1 text-lg font-semibold text-brand-primary-dark" data-testid="week-total">
          {total === null ? (
            <span className="inline-block h-6 w-48 animate-pulse rounded bg-gray-200" />
          ) : (
            intl.formatMessage({ id: 'hours.week.total' }, { total: formatDuration(total) })
          )}
        </p>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'hours.week.navigation' })}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={hrefFor(shiftWeek(week, -1))} preventScrollReset className={navClass}>
              {intl.formatMessage({ id: 'hours.week.previous' })}
            </Link>
          </li>
          <li>
            <Link
              to={hrefFor(formatDay(mondayOf(new Date())))}
              preventScrollReset
              className={navClass}
            >
              {intl.formatMessage({ id: 'hours.week.today' })}
            </Link>
          </li>
          <li>
            <Link to={hrefFor(shiftWeek(week, 1))} preventScrollReset className={navClass}>
              {intl.formatMessage({ id: 'hours.week.next' })}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
