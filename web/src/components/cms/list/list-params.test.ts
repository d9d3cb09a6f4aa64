// A CMS list's URL: the shared parameters around a list's own filters, and the GraphQL sort with
// its tie-breakers.
import { describe, expect, it } from 'vitest';
import { listParam, oneOf } from '../../list/url-state.ts';
import { cmsListSchema, filterNames, sortOrder } from './list-params.ts';

const schema = cmsListSchema(
  ['title', 'updated'],
  { key: 'updated', direction: 'desc' },
  {
    kind: listParam(oneOf(['a', 'b'])),
  },
);

describe('CMS list parameters', () => {
  it('reads the search, the filters, the sort, the page and the number per page', () => {
    expect(schema.parse({})).toEqual({ q: '', kind: [], sort: '-updated', page: 1, limit: 25 });
    expect(
      schema.parse({ q: ' zorg ', kind: ['b', 'x'], sort: 'title', page: '3', limit: '50' }),
    ).toEqual({ q: 'zorg', kind: ['b'], sort: 'title', page: 3, limit: 50 });
    expect(schema.parse({ sort: 'secret', limit: '7', page: '-1' })).toMatchObject({
      sort: '-updated',
      limit: 25,
      page: 1,
    });
  });

  it('names the search and the filters, not the sort or the paging', () => {
    expect(filterNames(schema.parse({}))).toEqual(['q', 'kind']);
  });

  it('sorts by the chosen field, then by the tie-breakers on other fields', () => {
    const fields = { title: 'TITLE', updated: 'UPDATED_AT' } as const;
    const ties = [
      { field: 'TITLE', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ] as const;
    expect(sortOrder('-updated', fields, ties)).toEqual([
      { field: 'UPDATED_AT', direction: 'DESC' },
      { field: 'TITLE', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
    expect(sortOrder('-title', fields, ties)).toEqual([
      { field: 'TITLE', direction: 'DESC' },
      { field: 'ID', direction: 'ASC' },
    ]);
  });
});
