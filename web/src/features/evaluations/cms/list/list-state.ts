// The CMS evaluations list's state as it lives in the URL (search `q`, filters, "mine", sort,
// page, per-page), and its translation into the GraphQL list's filter and sort.

import { cmsListSchema, sortOrder } from '../../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../../components/cms/list/sort-state.ts';
import type { UrlStateOf } from '../../../../components/list/url-state.ts';
import type {
  EvaluationFilter,
  EvaluationSort,
  EvaluationSortField,
} from '../../../../gql/graphql.ts';
import { facetFields, facetFilter, facetParams } from '../../list/list-state.ts';

export const sortKeys = ['title', 'status', 'phase', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
/** Most recently changed first: what staff were working on. */
export const defaultSort: SortState<SortKey> = { key: 'updated', direction: 'desc' };

export const cmsEvaluationsListSchema = cmsListSchema(sortKeys, defaultSort, {
  ...facetFields,
  mine: { parse: (raw: unknown) => raw === 'true' },
});
export type CmsListState = UrlStateOf<typeof cmsEvaluationsListSchema>;

const sortFields: Record<SortKey, EvaluationSortField> = {
  title: 'TITLE',
  status: 'STATUS',
  phase: 'PHASE',
  updated: 'UPDATED_AT',
};

/** The GraphQL sort; ties fall back on the title and the id, so paging is stable. */
export const toSort = (state: Pick<CmsListState, 'sort'>): EvaluationSort[] =>
  sortOrder(state.sort, sortFields, [
    { field: 'TITLE', direction: 'ASC' },
    { field: 'ID', direction: 'ASC' },
  ]);

export function toFilter(state: CmsListState): EvaluationFilter {
  return { ...facetFilter(state), mine: state.mine || undefined };
}

/** How many filter values are chosen ("mine" counts as one). */
export function chosenCount(state: CmsListState): number {
  return (
    facetParams.reduce((total, param) => total + state[param].length, 0) + (state.mine ? 1 : 0)
  );
}

/** The list's URL and its GraphQL filter and sort, as the CMS kit's list controller takes them. */
export const cmsEvaluationsListParams = {
  schema: cmsEvaluationsListSchema,
  filter: toFilter,
  sort: toSort,
};
