// The CMS evaluations list's URL state: parsing with fallbacks, and the GraphQL filter and sort.
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../../../components/list/url-state.ts';
import { chosenCount, cmsEvaluationsListSchema, toFilter, toSort } from './list-state.ts';

const parse = (query: string) =>
  cmsEvaluationsListSchema.parse(readQuery(new URLSearchParams(query)));

describe('the CMS evaluations list state', () => {
  it('falls back to the defaults for a bare or hand-edited URL', () => {
    expect(parse('')).toMatchObject({ q: '', mine: false, sort: '-updated', page: 1, limit: 25 });
    expect(parse('sort=-nonsense&mine=ja&phase=moon&limit=7')).toMatchObject({
      sort: '-updated',
      mine: false,
      phase: [],
      limit: 25,
    });
  });

  it('turns the state into the GraphQL filter', () => {
    const state = parse('q=astma&phase=including&status=draft&program=4&mine=true');
    expect(toFilter(state)).toEqual({
      search: 'astma',
      phase: ['INCLUDING'],
      status: ['DRAFT'],
      specializationId: undefined,
      associationId: undefined,
      programId: ['4'],
      gradationId: undefined,
      mine: true,
    });
    expect(chosenCount(state)).toBe(4);
    expect(toFilter(parse('')).mine).toBeUndefined();
  });

  it('sorts by the chosen column and breaks ties by title and id', () => {
    expect(toSort(parse('sort=title'))).toEqual([
      { field: 'TITLE', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
    expect(toSort(parse('sort=-phase'))).toEqual([
      { field: 'PHASE', direction: 'DESC' },
      { field: 'TITLE', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
    expect(toSort(parse(''))[0]).toEqual({ field: 'UPDATED_AT', direction: 'DESC' });
  });
});
