// The period the events tab shows, kept in the URL so a reload or a return keeps it:
// `weergave=week|maand` and `datum=YYYY-MM-DD` (a day inside the period). Weeks start on Monday.
import { formatDayUtc, parseDay } from '../../../calendar/occurrences.ts';

export type CalendarView = 'month' | 'week';

export const VIEW_PARAM = 'weergave';
export const DATE_PARAM = 'datum';

const viewNames: Record<string, CalendarView> = { maand: 'month', week: 'week' };
export const viewParam = (view: CalendarView) => (view === 'month' ? 'maand' : 'week');

export interface CalendarPeriod {
  view: CalendarView;
  /** A day inside the period ("YYYY-MM-DD"), where the calendar opens. */
  anchor: string;
  /** The days shown: [from, to), "YYYY-MM-DD". */
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const todayOf = (now: Date) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The period of the URL's values; a missing or malformed value falls back to today's month. */
export function parsePeriod(
  view: string | null,
  date: string | null,
  now: Date = new Date(),
): CalendarPeriod {
  const chosenView = viewNames[view ?? ''] ?? 'month';
  let anchor = todayOf(now);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && formatDayUtc(parseDay(date)) === date) {
    anchor = date;
  }
  return periodOf(chosenView, anchor);
}

export function periodOf(view: CalendarView, anchor: string): CalendarPeriod {
  const day = parseDay(anchor);
  if (view === 'month') {
    const from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
    const to = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
    return { view, anchor, from: formatDayUtc(from), to: formatDayUtc(to) };
  }
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const from = new Date(day.getTime());
  from.setUTCDate(day.getUTCDate() - sinceMonday);
  const to = new Date(from.getTime());
  to.setUTCDate(from.getUTCDate() + 7);
  return { view, anchor, from: formatDayUtc(from), to: formatDayUtc(to) };
}

/** The period before (-1) or after (1) this one, in the same view. */
export function shiftPeriod(period: CalendarPeriod, by: number): CalendarPeriod {
  const day = parseDay(period.from);
  if (period.view === 'month') day.setUTCMonth(day.getUTCMonth() + by);
  else day.setUTCDate(day.getUTCDate() + 7 * by);
  return periodOf(period.view, formatDayUtc(day));
}
