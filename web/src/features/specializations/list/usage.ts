// Where a specialization is used, from the usage query's answer: the places with a count and the
// first few names ("3 zorgevaluaties (A, B, C)"), ready to be put into the refusal message.
import type { CmsSpecializationUsageQuery } from '../../../gql/graphql.ts';

export type UsagePlace = 'evaluations' | 'associations' | 'programs' | 'trialBureaus';

export interface UsageEntry {
  place: UsagePlace;
  total: number;
  /** The first few names (the query asks for at most three). */
  names: string[];
}

/** A place's entry: its total and the names of the records in hand. */
const entry = <T>(
  place: UsagePlace,
  page: { pageInfo: { total: number }; data: readonly T[] },
  name: (record: T) => string,
): UsageEntry => ({ place, total: page.pageInfo.total, names: page.data.map(name) });

const title = (record: { title: string }) => record.title;

/** The places where it is used, in a fixed order; empty when it is used nowhere. */
export function usageEntries(answer: CmsSpecializationUsageQuery): UsageEntry[] {
  return [
    entry('evaluations', answer.evaluations, title),
    entry('associations', answer.associations, title),
    entry('programs', answer.programs, title),
    entry('trialBureaus', answer.trialBureaus, (bureau) => bureau.name),
  ].filter((place) => place.total > 0);
}

/** How many of a place are not named (the total beyond the names in hand). */
export const unnamedCount = (entry: UsageEntry): number =>
  Math.max(0, entry.total - entry.names.length);
