// Small number and month helpers of the monitor.
import type { IntlShape } from 'react-intl';

/** Included as a whole percentage of the target; null when there is no target. */
export function percentOf(included: number, target: number): number | null {
  return target > 0 ? Math.round((included / target) * 100) : null;
}

/** A month (`YYYY-MM-01`) as the reader says it ("februari 2026"); UTC, so it never shifts. */
export function formatMonth(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export interface MonthPoint {
  month: string;
  included: number;
  cumulative: number;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const dayOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * The series with the months nobody reported filled in (0 included, the running sum carried on),
 * so the chart's month axis is evenly spaced and the table shows every month.
 */
export function continuousSeries(series: readonly MonthPoint[]): MonthPoint[] {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return [];
  const byMonth = new Map(series.map((point) => [point.month, point]));
  const filled: MonthPoint[] = [];
  let cumulative = 0;
  for (let index = monthIndex(first.month); index <= monthIndex(last.month); index += 1) {
    const month = dayOf(index);
    const point = byMonth.get(month);
    cumulative = point?.cumulative ?? cumulative;
    filled.push({ month, included: point?.included ?? 0, cumulative });
  }
  return filled;
}
