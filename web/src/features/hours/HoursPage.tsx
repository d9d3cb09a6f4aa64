// Hour registration (/cms/hours, any signed-in user); lazy-loaded as the screen group
// "registerhours". The week is in the URL (`?week=2026-11-23`); FullCalendar's week grid (its own
// chunk, wide screens) and the week's list both open the `hours` dialog; moves are confirmed in
// the `hoursMove` dialog.
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { primaryButton } from '../../components/buttons/button-styles.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { useMediaQuery } from '../../components/page/use-media-query.ts';
import { SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';
import { HoursList } from './HoursList.tsx';
import { hourTypeLabel } from './hour-types.ts';
import type { HourDraft } from './hour-values.ts';
import { hoursMessages } from './messages/index.ts';
import { useHourActions } from './use-hour-actions.ts';
import { useWeekHours, type WeekHour } from './use-week-hours.ts';
import { WeekNavigation } from './WeekNavigation.tsx';
import { parseWeek, totalMinutes, WEEK_PARAM, weekStart } from './week.ts';

const WeekCalendar = lazy(() => import('./WeekCalendar.tsx'));

const draftOf = (hour: WeekHour): HourDraft => ({
  id: hour.id,
  startsAt: hour.startsAt,
  endsAt: hour.endsAt,
  projectId: hour.projectId ?? null,
  projectTitle: hour.project?.title ?? null,
  hourType: hour.hourType,
  description: hour.description ?? null,
});

/** A new hour's default slot: 09:00 to 10:00 on the week's Monday, or today in this week. */
function defaultSlot(week: string): HourDraft {
  const today = new Date();
  const monday = weekStart(week);
  const inWeek = today >= monday && today.getTime() < monday.getTime() + 7 * 86_400_000;
  const day = inWeek ? today : monday;
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10);
  return { startsAt: start.toISOString(), endsAt: end.toISOString() };
}

function HoursPage() {
  const intl = useIntl();
  const user = useAppState(selectUser);
  const wide = useMediaQuery('(min-width: 768px)', false);
  const [params] = useSearchParams();
  const week = parseWeek(params.get(WEEK_PARAM));
  const { hours, failed, refetch } = useWeekHours(user?.id, week);
  const onlyOwnProjects = user?.role !== 'ADMIN' && user?.role !== 'EDITOR';
  const { openHour, moveHour, announcement } = useHourActions(onlyOwnProjects, refetch);

  const total = hours ? totalMinutes(hours) : null;
  const calendarHours = useMemo(
    () =>
      (hours ?? []).map((hour) => ({
        id: hour.id,
        title: hour.project?.title ?? intl.formatMessage({ id: hourTypeLabel(hour.hourType) }),
        startsAt: hour.startsAt,
        endsAt: hour.endsAt,
      })),
    [hours, intl],
  );
  const findHour = (id: string) => hours?.find((hour) => hour.id === id);

  return (
    <ScreenPage
      titleId="hours.page.title"
      introId="hours.page.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <WeekNavigation week={week} total={total} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={primaryButton}
          onClick={() => void openHour(defaultSlot(week))}
        >
          {intl.formatMessage({ id: 'hours.add' })}
        </button>
        <p role="status" className="font-semibold text-brand-primary-dark">
          {announcement}
        </p>
      </div>
      {wide && (
        <section aria-label={intl.formatMessage({ id: 'hours.calendar.label' })}>
          <Suspense fallback={<SkeletonBlock className="h-[52rem] w-full" />}>
            <WeekCalendar
              week={week}
              hours={calendarHours}
              locale={intl.locale}
              onSelectSlot={(startsAt, endsAt) => void openHour({ startsAt, endsAt })}
              onOpenHour={(id) => {
                const hour = findHour(id);
                if (hour) void openHour(draftOf(hour));
              }}
              onChangeHour={(id, to, revert) => {
                const hour = findHour(id);
                if (!hour) return revert();
                void moveHour(id, { startsAt: hour.startsAt, endsAt: hour.endsAt }, to, revert);
              }}
            />
          </Suspense>
        </section>
      )}
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{intl.formatMessage({ id: 'hours.list.title' })}</h2>
        <HoursList
          hours={hours}
          failed={failed}
          onRetry={() => void refetch()}
          onEdit={(hour) => void openHour(draftOf(hour))}
        />
      </section>
    </ScreenPage>
  );
}

export default withFeatureMessages(hoursMessages, HoursPage);
