// The specializations list's state as it lives in the URL (search `q`, sort, page, per-page), and
// its translation into the GraphQL list's filter and sort.

import { cmsListSchema, sortOrder } from '../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../components/cms/list/sort-state.ts';
import type { UrlStateOf } from '../../../components/list/url-state.ts';
import type {
  SpecializationFilter,
  SpecializationSort,
  SpecializationSortField,
} from '../../../gql/graphql.ts';

export const sortKeys = ['title', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'title', direction: 'asc' };

export const specializationsListSchema = cmsListSchema(sortKeys, defaultSort);
export type SpecializationsListState = UrlStateOf<typeof specializationsListSchema>;

const sortFields: Record<SortKey, SpecializationSortField> = {
  title: 'TITLE',
  updated: 'UPDATED_AT',
};

/** The GraphQL sort; ties fall back on the id, so paging is stable. */
export const toSort = (state: Pick<SpecializationsListState, 'sort'>): SpecializationSort[] =>
  sortOrder(state.sort, sortFields, [{ field: 'ID', direction: 'ASC' }]);

export const toFilter = (state: Pick<SpecializationsListState, 'q'>): SpecializationFilter => ({
  search: state.q || undefined,
});

/** The list's URL and its GraphQL filter and sort, as the CMS kit's list controller takes them. */
export const specializationsListParams = {
  schema: specializationsListSchema,
  filter: toFilter,
  sort: toSort,
};
