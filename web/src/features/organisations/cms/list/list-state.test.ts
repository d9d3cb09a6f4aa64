// The CMS organisation lists' URL state: parsing with fallbacks, and the GraphQL filter and sort.
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../../../components/list/url-state.ts';
import { cmsOrganisationListSchema, toFilter, toSort } from './list-state.ts';

const parse = (query: string) =>
  cmsOrganisationListSchema.parse(readQuery(new URLSearchParams(query)));

describe('the CMS organisation list state', () => {
  it('falls back to the defaults for a bare or hand-edited URL', () => {
    expect(parse('')).toEqual({ q: '', sort: 'name', page: 1, limit: 25 });
    expect(parse('sort=-nonsense&limit=7&page=x')).toEqual({
      q: '',
      sort: 'name',
      page: 1,
      limit: 25,
    });
  });

  it('searches only with a term', () => {
    expect(toFilter(parse('q=long'))).toEqual({ search: 'long' });
    expect(toFilter(parse(''))).toEqual({ search: undefined });
  });

  it('sorts by the title (a trial bureau its name) and breaks ties by title and id', () => {
    expect(toSort(parse('sort=-name'))).toEqual([
      { field: 'TITLE', direction: 'DESC' },
      { field: 'ID', direction: 'ASC' },
    ]);
    expect(toSort(parse('sort=-updated'))).toEqual([
      { field: 'UPDATED_AT', direction: 'DESC' },
      { field: 'TITLE', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
  });
});
