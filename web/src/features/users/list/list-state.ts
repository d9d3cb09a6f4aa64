// The users list's state as it lives in the URL (search `q`, roles, active, sort, page,
// per-page), and its translation into the GraphQL list's filter and sort.

import { cmsListSchema, sortOrder } from '../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../components/cms/list/sort-state.ts';
import {
  choiceParam,
  listParam,
  oneOf,
  type UrlStateOf,
} from '../../../components/list/url-state.ts';
import type { Role, UserFilter, UserSort, UserSortField } from '../../../gql/graphql.ts';

/** The URL's role names (lower case, as the spec names them). */
export const roleParams = ['admin', 'editor', 'researcher'] as const;
export type RoleParam = (typeof roleParams)[number];

export const activeChoices = ['all', 'yes', 'no'] as const;

export const sortKeys = ['name', 'email', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'name', direction: 'asc' };

export const usersListSchema = cmsListSchema(sortKeys, defaultSort, {
  role: listParam(oneOf(roleParams)),
  active: choiceParam(activeChoices, 'all'),
});
export type UsersListState = UrlStateOf<typeof usersListSchema>;

const sortFields: Record<SortKey, UserSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  updated: 'UPDATED_AT',
};

/** The GraphQL sort; ties fall back on the name and the id, so paging is stable. */
export const toSort = (state: Pick<UsersListState, 'sort'>): UserSort[] =>
  sortOrder(state.sort, sortFields, [
    { field: 'NAME', direction: 'ASC' },
    { field: 'ID', direction: 'ASC' },
  ]);

export function toFilter(state: UsersListState): UserFilter {
  return {
    search: state.q || undefined,
    role: state.role.length > 0 ? state.role.map((role) => role.toUpperCase() as Role) : undefined,
    isActive: state.active === 'all' ? undefined : state.active === 'yes',
  };
}

/** The list's URL and its GraphQL filter and sort, as the CMS kit's list controller takes them. */
export const usersListParams = { schema: usersListSchema, filter: toFilter, sort: toSort };
