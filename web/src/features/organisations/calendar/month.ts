// The calendar's month in the URL (`?maand=2026-12`): parsing, the period it covers, neighbours.
import { formatDayUtc, type Occurrence } from '../../../components/calendar/occurrences.ts';

export const MONTH_PARAM = 'maand';
const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The month of a URL value, or the month of `today` when the value is missing or malformed. */
export function parseMonth(value: string | null, today: Date = new Date()): Month {
  const match = value ? monthPattern.exec(value) : null;
  if (match) return { year: Number(match[1]), month: Number(match[2]) };
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

export function formatMonth({ year, month }: Month): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month's days as [first day, first day of the next month) ("YYYY-MM-DD"). */
export function monthPeriod(month: Month): { from: string; to: string } {
  const next = shiftMonth(month, 1);
  return {
    from: formatDayUtc(new Date(Date.UTC(month.year, month.month - 1, 1))),
    to: formatDayUtc(new Date(Date.UTC(next.year, next.month - 1, 1))),
  };
}

/** The month ("YYYY-MM") an occurrence starts in, in local time as the calendar shows it. */
export function monthOfOccurrence(occurrence: Pick<Occurrence, 'allDay' | 'start'>): string {
  if (occurrence.allDay) return occurrence.start.slice(0, 7);
  const start = new Date(occurrence.start);
  return formatMonth({ year: start.getFullYear(), month: start.getMonth() + 1 });
}
