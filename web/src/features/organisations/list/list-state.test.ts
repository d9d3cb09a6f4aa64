import { describe, expect, it } from 'vitest';
import { listSchema, toFilter, toSort } from './list-state.ts';

describe('organisation list state', () => {
  it('falls back to defaults for a hand-edited URL', () => {
    const state = listSchema.parse({
      sort: 'nonsense',
      page: '-3',
      limit: '7',
      specialization: 'x',
    });
    expect(state).toEqual({ q: '', specialization: [], sort: 'relevance', page: 1, limit: 25 });
  });

  it('sorts by title without a search term and by relevance with one', () => {
    const base = listSchema.parse({});
    expect(toSort(base)[0]).toEqual({ field: 'TITLE', direction: 'ASC' });
    expect(toSort({ ...base, q: 'hart' })[0]).toEqual({ field: 'RELEVANCE', direction: 'DESC' });
    expect(toSort({ ...base, sort: 'title_desc' })[0]).toEqual({
      field: 'TITLE',
      direction: 'DESC',
    });
  });

  it('turns the search and specializations into the GraphQL filter, leaving out empty ones', () => {
    const state = listSchema.parse({ q: 'long', specialization: ['4', '9'] });
    expect(toFilter(state)).toEqual({ search: 'long', specializationId: ['4', '9'] });
    expect(toFilter(listSchema.parse({}))).toEqual({
      search: undefined,
      specializationId: undefined,
    });
  });
});
