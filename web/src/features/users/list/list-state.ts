// The users list's state as it lives in the URL (search `q`, roles, active, sort, page,
// per-page), and its translation into the GraphQL list's filter and sort.
import {
  choiceParam,
  listParam,
  numberChoiceParam,
  oneOf,
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../../components/list/url-state.ts';
import { parseSort, type SortState, sortParam } from '../../../components/list-view/sort-state.ts';
import type { Role, UserFilter, UserSort, UserSortField } from '../../../gql/graphql.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

/** The URL's role names (lower case, as the spec names them). */
export const roleParams = ['admin', 'editor', 'researcher'] as const;
export type RoleParam = (typeof roleParams)[number];

export const activeChoices = ['all', 'yes', 'no'] as const;
export type ActiveChoice = (typeof activeChoices)[number];

export const sortKeys = ['name', 'email', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'name', direction: 'asc' };

export const usersListSchema = urlSchema({
  q: textParam(),
  role: listParam(oneOf(roleParams)),
  active: choiceParam(activeChoices, 'all'),
  sort: sortParam(sortKeys, defaultSort),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type UsersListState = UrlStateOf<typeof usersListSchema>;

const sortFields: Record<SortKey, UserSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  updated: 'UPDATED_AT',
};

export const currentSort = (state: Pick<UsersListState, 'sort'>): SortState<SortKey> =>
  parseSort<SortKey>(state.sort);

/** The GraphQL sort; ties fall back on the name and the id, so paging is stable. */
export function toSort(state: Pick<UsersListState, 'sort'>): UserSort[] {
  const { key, direction } = currentSort(state);
  const sort: UserSort[] = [
    { field: sortFields[key], direction: direction === 'desc' ? 'DESC' : 'ASC' },
  ];
  if (key !== 'name') sort.push({ field: 'NAME', direction: 'ASC' });
  sort.push({ field: 'ID', direction: 'ASC' });
  return sort;
}

export function toFilter(state: UsersListState): UserFilter {
  return {
    search: state.q || undefined,
    role: state.role.length > 0 ? state.role.map((role) => role.toUpperCase() as Role) : undefined,
    isActive: state.active === 'all' ? undefined : state.active === 'yes',
  };
}

/** How many filter choices are made (each role, and a yes/no on activity). */
export const chosenCount = (state: UsersListState): number =>
  state.role.length + (state.active === 'all' ? 0 : 1);

/** The patch that clears the search and every filter. */
export const clearedFilters = { q: '', role: [], active: 'all' } satisfies Partial<
  Record<keyof UsersListState, string | string[]>
>;
