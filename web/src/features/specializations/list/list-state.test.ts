import { describe, expect, it } from 'vitest';
import { specializationsListSchema, toFilter, toSort } from './list-state.ts';
import { unnamedCount, usageEntries } from './usage.ts';

const parse = (query: Record<string, string>) => specializationsListSchema.parse(query);

describe('specializations list state', () => {
  it('falls back to the defaults on a hand-edited URL', () => {
    expect(parse({ sort: 'nonsense', page: '-3', limit: '7' })).toEqual({
      q: '',
      sort: 'title',
      page: 1,
      limit: 25,
    });
  });

  it('turns the state into the GraphQL filter and a stable sort', () => {
    const state = parse({ q: 'cardio', sort: '-updated', page: '2', limit: '50' });
    expect(toFilter(state)).toEqual({ search: 'cardio' });
    expect(toSort(state)).toEqual([
      { field: 'UPDATED_AT', direction: 'DESC' },
      { field: 'ID', direction: 'ASC' },
    ]);
    expect(toFilter(parse({}))).toEqual({ search: undefined });
  });
});

describe('specialization usage', () => {
  const page = (total: number, titles: string[]) => ({
    data: titles.map((title, index) => ({ id: String(index), title })),
    pageInfo: { total },
  });

  it('lists only the places where it is used, with names and the rest counted', () => {
    const entries = usageEntries({
      evaluations: page(5, ['A', 'B', 'C']),
      associations: page(0, []),
      programs: page(1, ['P']),
      trialBureaus: { data: [], pageInfo: { total: 0 } },
    });
    expect(entries).toEqual([
      { place: 'evaluations', total: 5, names: ['A', 'B', 'C'] },
      { place: 'programs', total: 1, names: ['P'] },
    ]);
    expect(entries.map(unnamedCount)).toEqual([2, 0]);
  });

  it('is empty for a specialization used nowhere', () => {
    expect(
      usageEntries({
        evaluations: page(0, []),
        associations: page(0, []),
        programs: page(0, []),
        trialBureaus: { data: [], pageInfo: { total: 0 } },
      }),
    ).toEqual([]);
  });
});
