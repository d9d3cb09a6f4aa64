// The dashboard's way to hour registration, with the hours the user registered this week.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';
import { formatDay, formatDuration, mondayOf, totalMinutes, weekPeriod } from '../hours/index.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { DashboardWeekHoursQuery } from './dashboard-operations.ts';

export function HoursCard() {
  const intl = useIntl();
  const user = useAppState(selectUser);
  const week = formatDay(mondayOf(new Date()));
  const { data } = useQuery(DashboardWeekHoursQuery, {
    variables: { filter: { employeeId: user ? [user.id] : [], ...weekPeriod(week) } },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const hours = data?.hours.data;
  return (
    <DashboardCard
      headingId="hours-title"
      title={intl.formatMessage({ id: 'dashboard.hours.title' })}
    >
      <p
        className="text-lg font-semibold text-brand-primary-dark"
        data-testid="dashboard-hours-total"
      >
        {hours ? (
          intl.formatMessage(
            { id: 'dashboard.hours.total' },
            { total: formatDuration(totalMinutes(hours)) },
          )
        ) : (
          <span className="inline-block h-6 w-40 animate-pulse rounded bg-gray-200" />
        )}
      </p>
      <p>
        <Link
          to={`/cms/hours?week=${week}`}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker"
        >
          {intl.formatMessage({ id: 'dashboard.hours.link' })}
        </Link>
      </p>
    </DashboardCard>
  );
}
