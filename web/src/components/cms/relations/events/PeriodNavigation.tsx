// The events tab's own navigation: the period's title, previous / today / next, and the view
// (month or week) as a pair of pressed-state buttons. It drives the grid and the list alike.
import { useIntl } from 'react-intl';
import { type CalendarPeriod, type CalendarView, shiftPeriod } from './calendar-period.ts';
import { useEventText } from './event-text.ts';
import { localDay } from './event-values.ts';

const navButton =
  'inline-flex min-h-11 items-center rounded-md border border-neutral-500 bg-white px-3 font-semibold text-ink hover:bg-gray-100 aria-pressed:bg-brand-primary-dark aria-pressed:text-white';

interface PeriodNavigationProps {
  period: CalendarPeriod;
  show: (view: CalendarView, anchor: string) => void;
}

export function PeriodNavigation({ period, show }: PeriodNavigationProps) {
  const intl = useIntl();
  const t = useEventText();
  const title =
    period.view === 'month'
      ? intl.formatDate(`${period.from}T00:00:00Z`, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : t('weekOf', {
          date: intl.formatDate(`${period.from}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
        });
  return (
    <nav aria-label={t('navigation')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
        {title}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={navButton}
          onClick={() => show(period.view, shiftPeriod(period, -1).anchor)}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className={navButton}
          onClick={() => show(period.view, localDay(new Date()))}
        >
          {t('today')}
        </button>
        <button
          type="button"
          className={navButton}
          onClick={() => show(period.view, shiftPeriod(period, 1).anchor)}
        >
          {t('next')}
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs */}
        <div role="group" aria-label={t('view')} className="flex gap-1">
          {(['month', 'week'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={navButton}
              aria-pressed={period.view === view}
              onClick={() => show(view, period.anchor)}
            >
              {t(`view.${view}`)}
            </button>
          ))}
        </div>
      </div>
    </nav>
  );
}
