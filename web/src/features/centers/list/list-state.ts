// The centers list's state as it lives in the URL (search `q`, kinds `type`, sort, page,
// per-page), and its translation into the GraphQL list's filter and sort.

import { cmsListSchema, sortOrder } from '../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../components/cms/list/sort-state.ts';
import { listParam, oneOf, type UrlStateOf } from '../../../components/list/url-state.ts';
import type { CenterFilter, CenterSort, CenterSortField } from '../../../gql/graphql.ts';
import { fromUrlType, urlTypes } from './center-types.ts';

export const sortKeys = ['title', 'type'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'title', direction: 'asc' };

export const centersListSchema = cmsListSchema(sortKeys, defaultSort, {
  type: listParam(oneOf(urlTypes)),
});
export type CentersListState = UrlStateOf<typeof centersListSchema>;

const sortFields: Record<SortKey, CenterSortField> = { title: 'TITLE', type: 'TYPE' };

/** The GraphQL sort; ties fall back on the title and the id, so paging is stable. */
export const toSort = (state: Pick<CentersListState, 'sort'>): CenterSort[] =>
  sortOrder(state.sort, sortFields, [
    { field: 'TITLE', direction: 'ASC' },
    { field: 'ID', direction: 'ASC' },
  ]);

export const toFilter = (state: Pick<CentersListState, 'q' | 'type'>): CenterFilter => ({
  search: state.q || undefined,
  type: state.type.length > 0 ? state.type.map(fromUrlType) : undefined,
});

/** The list's URL and its GraphQL filter and sort, as the CMS kit's list controller takes them. */
export const centersListParams = { schema: centersListSchema, filter: toFilter, sort: toSort };
