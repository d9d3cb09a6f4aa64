// Unit tests of the list's URL state and its GraphQL filter and sort.
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../../components/list/url-state.ts';
import { chosenCount, effectiveSort, listSchema, toFilter, toSort } from './list-state.ts';

const parse = (query: string) => listSchema.parse(readQuery(new URLSearchParams(query)));

describe('evaluations list state', () => {
  it('reads the home page search link and falls back on malformed values', () => {
    const state = parse(
      'q=knie&phase=including&phase=bogus&specialization=4&specialization=x&limit=7&sort=evil',
    );
    expect(state).toMatchObject({
      q: 'knie',
      phase: ['including'],
      specialization: ['4'],
      limit: 25,
      sort: 'relevance',
      page: 1,
    });
  });

  it('sorts by relevance only with a search term', () => {
    expect(effectiveSort(parse(''))).toBe('title');
    expect(effectiveSort(parse('q=heup'))).toBe('relevance');
    expect(toSort(parse('q=heup'))[0]).toEqual({ field: 'RELEVANCE', direction: 'DESC' });
    expect(toSort(parse('sort=ends_at_desc'))).toEqual([
      { field: 'ENDS_AT', direction: 'DESC' },
      { field: 'TITLE', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
  });

  it('builds the GraphQL filter, leaving the status to staff', () => {
    const state = parse('q=heup&phase=including&status=draft&program=3');
    expect(toFilter(state, false)).toEqual({
      search: 'heup',
      phase: ['INCLUDING'],
      status: undefined,
      specializationId: undefined,
      associationId: undefined,
      programId: ['3'],
      gradationId: undefined,
    });
    expect(toFilter(state, true).status).toEqual(['DRAFT']);
    expect(chosenCount(state, false)).toBe(2);
    expect(chosenCount(state, true)).toBe(3);
  });
});
