// The centers list's state as it lives in the URL (search `q`, kinds `type`, sort, page,
// per-page), and its translation into the GraphQL list's filter and sort.
import {
  listParam,
  numberChoiceParam,
  oneOf,
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../../components/list/url-state.ts';
import { parseSort, type SortState, sortParam } from '../../../components/list-view/sort-state.ts';
import type { CenterFilter, CenterSort, CenterSortField } from '../../../gql/graphql.ts';
import { fromUrlType, urlTypes } from './center-types.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const sortKeys = ['title', 'type'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'title', direction: 'asc' };

export const centersListSchema = urlSchema({
  q: textParam(),
  type: listParam(oneOf(urlTypes)),
  sort: sortParam(sortKeys, defaultSort),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type CentersListState = UrlStateOf<typeof centersListSchema>;

const sortFields: Record<SortKey, CenterSortField> = { title: 'TITLE', type: 'TYPE' };

export const currentSort = (state: Pick<CentersListState, 'sort'>): SortState<SortKey> =>
  parseSort<SortKey>(state.sort);

/** The GraphQL sort; ties fall back on the title and the id, so paging is stable. */
export function toSort(state: Pick<CentersListState, 'sort'>): CenterSort[] {
  const { key, direction } = currentSort(state);
  const sort: CenterSort[] = [
    { field: sortFields[key], direction: direction === 'desc' ? 'DESC' : 'ASC' },
  ];
  if (key !== 'title') sort.push({ field: 'TITLE', direction: 'ASC' });
  sort.push({ field: 'ID', direction: 'ASC' });
  return sort;
}

export const toFilter = (state: Pick<CentersListState, 'q' | 'type'>): CenterFilter => ({
  search: state.q || undefined,
  type: state.type.length > 0 ? state.type.map(fromUrlType) : undefined,
});

/** The patch that clears the search and the kinds. */
export const clearedFilters = { q: '', type: [] as string[] };
