// The specializations list's state as it lives in the URL (search `q`, sort, page, per-page), and
// its translation into the GraphQL list's filter and sort.
import {
  numberChoiceParam,
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../../components/list/url-state.ts';
import { parseSort, type SortState, sortParam } from '../../../components/list-view/sort-state.ts';
import type {
  SpecializationFilter,
  SpecializationSort,
  SpecializationSortField,
} from '../../../gql/graphql.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const sortKeys = ['title', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'title', direction: 'asc' };

export const specializationsListSchema = urlSchema({
  q: textParam(),
  sort: sortParam(sortKeys, defaultSort),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type SpecializationsListState = UrlStateOf<typeof specializationsListSchema>;

const sortFields: Record<SortKey, SpecializationSortField> = {
  title: 'TITLE',
  updated: 'UPDATED_AT',
};

export const currentSort = (state: Pick<SpecializationsListState, 'sort'>): SortState<SortKey> =>
  parseSort<SortKey>(state.sort);

/** The GraphQL sort; ties fall back on the id, so paging is stable. */
export function toSort(state: Pick<SpecializationsListState, 'sort'>): SpecializationSort[] {
  const { key, direction } = currentSort(state);
  return [
    { field: sortFields[key], direction: direction === 'desc' ? 'DESC' : 'ASC' },
    { field: 'ID', direction: 'ASC' },
  ];
}

export const toFilter = (state: Pick<SpecializationsListState, 'q'>): SpecializationFilter => ({
  search: state.q || undefined,
});
