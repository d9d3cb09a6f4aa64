// The inclusion monitor's pace rule (docs/decisions.md, "Inclusion monitor pace"): where an
// evaluation's inclusion will stand at its end date if the recent monthly rate holds.
// It depends only on the data and the end date, not on today's date, so it is deterministic.

/** How many reported months (ending at the newest one) the monthly rate averages over. */
export const RATE_WINDOW_MONTHS = 6;

export type InclusionPace =
  | 'NO_DATA'
  | 'TARGET_REACHED'
  | 'NO_END_DATE'
  | 'ON_SCHEDULE'
  | 'BEHIND_SCHEDULE';

export interface Projection {
  pace: InclusionPace;
  /** The end date the projection runs to: the adjusted end date when set, else the planned one. */
  endsAt: string | null;
  /** Average patients per month over the rate window; null without data. */
  monthlyRate: number | null;
  /** Months after the newest reported month up to and including the end date's month. */
  monthsLeft: number | null;
  /** Included so far + monthly rate x months left (rounded down); null when it cannot be told. */
  projectedTotal: number | null;
}

export interface ProjectionInput {
  target: number;
  includedSoFar: number;
  /** Patients per month (`YYYY-MM-01`), in month order. */
  series: { month: string; included: number }[];
  endsAt: string | null;
  adjustedEndsAt: string | null;
}

/** A month as a number that counts months (`YYYY-MM...` -> year * 12 + month - 1). */
function monthIndex(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/**
 * The rule: target reached when included >= target (> 0); no data when nothing is reported; no
 * end date when neither end date is set. Otherwise the rate is the patients of the window (the
 * newest reported month and up to 5 months before it, not before the first reported month; months
 * without rows count as 0) divided by its length; the projection adds rate x months left; on
 * schedule when it reaches the target.
 */
export function projectInclusion(input: ProjectionInput): Projection {
  const endsAt = input.adjustedEndsAt ?? input.endsAt;
  const first = input.series[0];
  const last = input.series.at(-1);
  const reached = input.target > 0 && input.includedSoFar >= input.target;
  if (!first || !last)
    return {
      pace: reached ? 'TARGET_REACHED' : 'NO_DATA',
      endsAt,
      monthlyRate: null,
      monthsLeft: null,
      projectedTotal: null,
    };
  const newest = monthIndex(last.month);
  const windowStart = Math.max(monthIndex(first.month), newest - (RATE_WINDOW_MONTHS - 1));
  const inWindow = input.series
    .filter((point) => monthIndex(point.month) >= windowStart)
    .reduce((total, point) => total + point.included, 0);
  const monthlyRate = inWindow / (newest - windowStart + 1);
  if (endsAt === null)
    return {
      pace: reached ? 'TARGET_REACHED' : 'NO_END_DATE',
      endsAt,
      monthlyRate,
      monthsLeft: null,
      projectedTotal: null,
    };
  const monthsLeft = Math.max(0, monthIndex(endsAt) - newest);
  const projectedTotal = input.includedSoFar + Math.floor(monthlyRate * monthsLeft);
  const pace = reached
    ? 'TARGET_REACHED'
    : projectedTotal >= input.target
      ? 'ON_SCHEDULE'
      : 'BEHIND_SCHEDULE';
  return { pace, endsAt, monthlyRate, monthsLeft, projectedTotal };
}
