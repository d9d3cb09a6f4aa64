// The months of the inclusion-data grid: first-of-month dates ('2026-03-01'), newest first, from
// the evaluation's first data month (or its start, whichever is earlier) up to this month.

/** A month as the API stores it: its first day, 'YYYY-MM-01'. */
export type Month = string;

export const monthOf = (year: number, month: number): Month =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/** The month a date ('2026-03-17', or a full timestamp) falls in. */
export const monthOfDate = (date: string): Month => `${date.slice(0, 7)}-01`;

/** This month in the visitor's own calendar. */
export const currentMonth = (now: Date = new Date()): Month =>
  monthOf(now.getFullYear(), now.getMonth() + 1);

export function previousMonth(month: Month): Month {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 1 ? monthOf(year - 1, 12) : monthOf(year, number - 1);
}

export interface MonthRangeInput {
  /** The months that hold data. */
  dataMonths: readonly Month[];
  /** The evaluation's start date, if any. */
  startsAt?: string | null;
  /** An earlier month the user added ("add earlier month"), if any. */
  earliest?: Month | null;
  now?: Date;
}

/**
 * Every month from the earliest of data, start and added month up to this month (or a later data
 * month), newest first. Without data or a start date it is this month alone.
 */
export function monthRange({ dataMonths, startsAt, earliest, now }: MonthRangeInput): Month[] {
  const sorted = [...dataMonths].sort();
  const latest = [currentMonth(now), sorted.at(-1)].filter(Boolean).sort().at(-1) as Month;
  const candidates = [
    sorted[0],
    startsAt ? monthOfDate(startsAt) : undefined,
    earliest ?? undefined,
  ];
  const first = candidates
    .filter((month): month is Month => month !== undefined && month <= latest)
    .sort()[0];
  const months: Month[] = [latest];
  if (!first) return months;
  while ((months.at(-1) as Month) > first) months.push(previousMonth(months.at(-1) as Month));
  return months;
}
