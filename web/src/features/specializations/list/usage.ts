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

/** The places where it is used, in a fixed order; empty when it is used nowhere. */
export function usageEntries(answer: CmsSpecializationUsageQuery): UsageEntry[] {
  const entries: UsageEntry[] = [
    {
      place: 'evaluations',
      total: answer.evaluations.pageInfo.total,
      names: answer.evaluations.data.map((row) => row.title),
    },
    {
      place: 'associations',
      total: answer.associations.pageInfo.total,
      names: answer.associations.data.map((row) => row.title),
    },
    {
      place: 'programs',
      total: answer.programs.pageInfo.total,
      names: answer.programs.data.map((row) => row.title),
    },
    {
      place: 'trialBureaus',
      total: answer.trialBureaus.pageInfo.total,
      names: answer.trialBureaus.data.map((row) => row.name),
    },
  ];
  return entries.filter((entry) => entry.total > 0);
}

/** How many of a place are not named (the total beyond the names in hand). */
export const unnamedCount = (entry: UsageEntry): number =>
  Math.max(0, entry.total - entry.names.length);
