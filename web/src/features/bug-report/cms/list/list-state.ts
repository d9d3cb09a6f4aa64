// The bug-report list's state as it lives in the URL (search `q`, delivery states `state`, sort,
// page, per-page), and its translation into the GraphQL list's filter and sort.
import {
  listParam,
  numberChoiceParam,
  oneOf,
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../../../components/list/url-state.ts';
import {
  parseSort,
  type SortState,
  sortParam,
} from '../../../../components/list-view/sort-state.ts';
import type {
  BugReportFilter,
  BugReportSort,
  BugReportSortField,
} from '../../../../gql/graphql.ts';
import { fromUrlState, urlStates } from '../labels.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const sortKeys = ['created', 'title', 'attempts'] as const;
export type SortKey = (typeof sortKeys)[number];
/** Newest first, as the gateway's own default. */
export const defaultSort: SortState<SortKey> = { key: 'created', direction: 'desc' };

export const bugReportsListSchema = urlSchema({
  q: textParam(),
  state: listParam(oneOf(urlStates)),
  sort: sortParam(sortKeys, defaultSort),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type BugReportsListState = UrlStateOf<typeof bugReportsListSchema>;

const sortFields: Record<SortKey, BugReportSortField> = {
  created: 'CREATED_AT',
  title: 'TITLE',
  attempts: 'ATTEMPTS',
};

export const currentSort = (state: Pick<BugReportsListState, 'sort'>): SortState<SortKey> =>
  parseSort<SortKey>(state.sort);

/** The GraphQL sort; ties fall back on the newest first, so paging is stable. */
export function toSort(state: Pick<BugReportsListState, 'sort'>): BugReportSort[] {
  const { key, direction } = currentSort(state);
  const sort: BugReportSort[] = [
    { field: sortFields[key], direction: direction === 'desc' ? 'DESC' : 'ASC' },
  ];
  if (key !== 'created') sort.push({ field: 'CREATED_AT', direction: 'DESC' });
  return sort;
}

export const toFilter = (state: Pick<BugReportsListState, 'q' | 'state'>): BugReportFilter => ({
  search: state.q || undefined,
  deliveryState: state.state.length > 0 ? state.state.map(fromUrlState) : undefined,
});

/** The patch that clears the search and the states. */
export const clearedFilters = { q: '', state: [] as string[] };
