// `filter[from]` / `filter[to]` as a calendar day (Dutch time) or an exact instant, turned into
// SQL bounds: from = the start of the day, to = the start of the next day (exclusive).
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { date, dateTime } from './rules.ts';

/** The product's calendar is Dutch: a day filter means a day in Amsterdam. */
export const TIME_ZONE = 'Europe/Amsterdam';

export type PeriodBound = { day: string } | { instant: string };

export const periodBound = z.union([
  date.transform((day): PeriodBound => ({ day })),
  dateTime.transform((instant): PeriodBound => ({ instant })),
]);

/** The first instant the bound admits. */
export function lowerBound(bound: PeriodBound): RawBuilder<Date> {
  return 'day' in bound
    ? sql<Date>`(${bound.day}::date::timestamp at time zone ${TIME_ZONE})`
    : sql<Date>`${bound.instant}::timestamptz`;
}

/** The instant the bound ends: exclusive for a day (next midnight), inclusive for an instant. */
export function upperBound(bound: PeriodBound): { at: RawBuilder<Date>; inclusive: boolean } {
  return 'day' in bound
    ? {
        at: sql<Date>`((${bound.day}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
        inclusive: false,
      }
    : { at: sql<Date>`${bound.instant}::timestamptz`, inclusive: true };
}
