// The week's hours as a list with an edit button each: the keyboard's and screen reader's way to
// every hour (the calendar grid is for the mouse).
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { hourTypeLabel } from './hour-types.ts';
import type { WeekHour } from './use-week-hours.ts';
import { durationMinutes, formatDuration } from './week.ts';

const editButton =
  'min-h-11 rounded-md border border-brand-primary-dark px-4 font-semibold text-brand-primary-dark hover:bg-surface-muted';

interface HoursListProps {
  hours: readonly WeekHour[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onEdit: (hour: WeekHour) => void;
}

export function HoursList({ hours, failed, onRetry, onEdit }: HoursListProps) {
  const intl = useIntl();
  if (!hours) {
    if (failed) return <LoadingProblem onRetry={onRetry} />;
    return (
      <Skeleton className="space-y-3">
        <SkeletonBlock className="h-20 w-full" />
        <SkeletonBlock className="h-20 w-full" />
      </Skeleton>
    );
  }
  if (hours.length === 0)
    return <EmptyState>{intl.formatMessage({ id: 'hours.list.empty' })}</EmptyState>;

  const time = (moment: string) => intl.formatTime(moment, { hour: '2-digit', minute: '2-digit' });
  return (
    <ul className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
      {hours.map((hour) => {
        const when = intl.formatMessage(
          { id: 'hours.list.time' },
          {
            day: intl.formatDate(hour.startsAt, { weekday: 'long', day: 'numeric', month: 'long' }),
            start: time(hour.startsAt),
            end: time(hour.endsAt),
          },
        );
        return (
          <li key={hour.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">
                {when}{' '}
                <span className="font-normal text-ink-muted">
                  (
                  {intl.formatMessage(
                    { id: 'hours.list.duration' },
                    { duration: formatDuration(durationMinutes(hour.startsAt, hour.endsAt)) },
                  )}
                  )
                </span>
              </p>
              <p>
                {hour.project?.title ?? intl.formatMessage({ id: 'hours.list.noProject' })} ·{' '}
                {intl.formatMessage({ id: hourTypeLabel(hour.hourType) })}
              </p>
              {hour.description && <p className="text-ink-muted">{hour.description}</p>}
            </div>
            <button
              type="button"
              className={editButton}
              aria-label={intl.formatMessage({ id: 'hours.list.editNamed' }, { time: when })}
              onClick={() => onEdit(hour)}
            >
              {intl.formatMessage({ id: 'hours.list.edit' })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
