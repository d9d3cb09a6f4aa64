// The bug-report list's state as it lives in the URL (search `q`, delivery states `state`, sort,
// page, per-page), and its translation into the GraphQL list's filter and sort.

import { cmsListSchema, sortOrder } from '../../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../../components/cms/list/sort-state.ts';
import { listParam, oneOf, type UrlStateOf } from '../../../../components/list/url-state.ts';
import type {
  BugReportFilter,
  BugReportSort,
  BugReportSortField,
} from '../../../../gql/graphql.ts';
import { fromUrlState, urlStates } from '../labels.ts';

export const sortKeys = ['created', 'title', 'attempts'] as const;
export type SortKey = (typeof sortKeys)[number];
/** Newest first, as the gateway's own default. */
export const defaultSort: SortState<SortKey> = { key: 'created', direction: 'desc' };

export const bugReportsListSchema = cmsListSchema(sortKeys, defaultSort, {
  state: listParam(oneOf(urlStates)),
});
export type BugReportsListState = UrlStateOf<typeof bugReportsListSchema>;

const sortFields: Record<SortKey, BugReportSortField> = {
  created: 'CREATED_AT',
  title: 'TITLE',
  attempts: 'ATTEMPTS',
};

/** The GraphQL sort; ties fall back on the newest first, so paging is stable. */
export const toSort = (state: Pick<BugReportsListState, 'sort'>): BugReportSort[] =>
  sortOrder(state.sort, sortFields, [{ field: 'CREATED_AT', direction: 'DESC' }]);

export const toFilter = (state: Pick<BugReportsListState, 'q' | 'state'>): BugReportFilter => ({
  search: state.q || undefined,
  deliveryState: state.state.length > 0 ? state.state.map(fromUrlState) : undefined,
});

/** The list's URL and its GraphQL filter and sort, as the CMS kit's list controller takes them. */
export const bugReportsListParams = {
  schema: bugReportsListSchema,
  filter: toFilter,
  sort: toSort,
};
