// Where a specialization is used: each place with its total and the names in hand, in a fixed
// order, places without any left out.
import { describe, expect, it } from 'vitest';
import type { CmsSpecializationUsageQuery } from '../../../gql/graphql.ts';
import { unnamedCount, usageEntries } from './usage.ts';

const page = <T>(total: number, data: T[]) => ({ pageInfo: { total }, data });

describe('usageEntries', () => {
  it('lists the places that use it with their totals and names', () => {
    const answer = {
      evaluations: page(5, [
        { id: '1', title: 'Heup' },
        { id: '2', title: 'Knie' },
      ]),
      associations: page(0, []),
      programs: page(1, [{ id: '3', title: 'Doelmatigheid' }]),
      trialBureaus: page(1, [{ id: '4', name: 'Bureau Noord' }]),
    } as CmsSpecializationUsageQuery;
    const entries = usageEntries(answer);
    expect(entries).toEqual([
      { place: 'evaluations', total: 5, names: ['Heup', 'Knie'] },
      { place: 'programs', total: 1, names: ['Doelmatigheid'] },
      { place: 'trialBureaus', total: 1, names: ['Bureau Noord'] },
    ]);
    expect(entries.map(unnamedCount)).toEqual([3, 0, 0]);
  });
});
