// Unit tests of the bug-report list's URL state: defaults, hand-edited values falling back, and the
// GraphQL filter and sort made from it.
import { describe, expect, it } from 'vitest';
import { bugReportsListSchema, toFilter, toSort } from './list-state.ts';

const parse = (query: Record<string, string | string[]>) => bugReportsListSchema.parse(query);

describe('bug-report list state', () => {
  it('starts newest first, without filters, 25 per page', () => {
    const state = parse({});
    expect(state).toEqual({ q: '', state: [], sort: '-created', page: 1, limit: 25 });
    expect(toFilter(state)).toEqual({ search: undefined, deliveryState: undefined });
    expect(toSort(state)).toEqual([{ field: 'CREATED_AT', direction: 'DESC' }]);
  });

  it('keeps known delivery states and drops unknown ones and bad values', () => {
    const state = parse({
      q: ' boom ',
      state: ['delivered', 'lost', 'not_configured'],
      sort: '-pulse',
      page: 'x',
      limit: '7',
    });
    expect(state).toEqual({
      q: 'boom',
      state: ['delivered', 'not_configured'],
      sort: '-created',
      page: 1,
      limit: 25,
    });
    expect(toFilter(state)).toEqual({
      search: 'boom',
      deliveryState: ['DELIVERED', 'NOT_CONFIGURED'],
    });
  });

  it('sorts by title or attempts with the newest first among equals', () => {
    expect(toSort(parse({ sort: 'title' }))).toEqual([
      { field: 'TITLE', direction: 'ASC' },
      { field: 'CREATED_AT', direction: 'DESC' },
    ]);
    expect(toSort(parse({ sort: '-attempts' }))).toEqual([
      { field: 'ATTEMPTS', direction: 'DESC' },
      { field: 'CREATED_AT', direction: 'DESC' },
    ]);
    expect(toSort(parse({ sort: 'created' }))).toEqual([{ field: 'CREATED_AT', direction: 'ASC' }]);
  });
});
