import { describe, expect, it } from 'vitest';
import { toFilter, toSort, usersListSchema } from './list-state.ts';

describe('users list state', () => {
  it('falls back to defaults for an empty or hand-edited URL', () => {
    expect(usersListSchema.parse({})).toEqual({
      q: '',
      role: [],
      active: 'all',
      sort: 'name',
      page: 1,
      limit: 25,
    });
    const odd = usersListSchema.parse({ role: ['admin', 'boss'], active: 'maybe', limit: '7' });
    expect(odd.role).toEqual(['admin']);
    expect(odd.active).toBe('all');
    expect(odd.limit).toBe(25);
  });

  it('turns search, roles and activity into the GraphQL filter', () => {
    const state = usersListSchema.parse({ q: 'jan', role: ['admin', 'researcher'], active: 'no' });
    expect(toFilter(state)).toEqual({
      search: 'jan',
      role: ['ADMIN', 'RESEARCHER'],
      isActive: false,
    });
    expect(toFilter(usersListSchema.parse({}))).toEqual({
      search: undefined,
      role: undefined,
      isActive: undefined,
    });
  });

  it('sorts by the chosen key, then by name and id', () => {
    expect(toSort(usersListSchema.parse({ sort: '-email' }))).toEqual([
      { field: 'EMAIL', direction: 'DESC' },
      { field: 'NAME', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
    expect(toSort(usersListSchema.parse({}))).toEqual([
      { field: 'NAME', direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ]);
  });
});
