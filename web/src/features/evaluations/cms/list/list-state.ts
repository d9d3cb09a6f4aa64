// The CMS evaluations list's state as it lives in the URL (search `q`, filters, "mine", sort,
// page, per-page), and its translation into the GraphQL list's filter and sort.

import { cmsListSchema, sortOrder } from '../../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../../components/cms/list/sort-state.ts';
import {
  listParam,
  matching,
  oneOf,
  type UrlStateOf,
} from '../../../../components/list/url-state.ts';
import type {
  EvaluationFilter,
  EvaluationPhase,
  EvaluationSort,
  EvaluationSortField,
  EvaluationStatus,
} from '../../../../gql/graphql.ts';
import { phases, statuses } from '../../labels.ts';

export const sortKeys = ['title', 'status', 'phase', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
/** Most recently changed first: what staff were working on. */
export const defaultSort: SortState<SortKey> = { key: 'updated', direction: 'desc' };

const idParam = () => listParam(matching(/^\d{1,9}$/));

export const cmsEvaluationsListSchema = cmsListSchema(sortKeys, defaultSort, {
  phase: listParam(oneOf(phases)),
  status: listParam(oneOf(statuses)),
  specialization: idParam(),
  association: idParam(),
  program: idParam(),
  gradation: idParam(),
  mine: { parse: (raw: unknown) => raw === 'true' },
});
export type CmsListState = UrlStateOf<typeof cmsEvaluationsListSchema>;

/** The filter parameters a facet stands for (the URL's names). */
export const filterParams = [
  'phase',
  'status',
  'specialization',
  'association',
  'program',
  'gradation',
] as const;

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

const listOrUndefined = <T>(values: T[]) => (values.length > 0 ? values : undefined);

export function toFilter(state: CmsListState): EvaluationFilter {
  return {
    search: state.q || undefined,
    phase: listOrUndefined(state.phase.map((phase) => phase.toUpperCase() as EvaluationPhase)),
    status: listOrUndefined(state.status.map((status) => status.toUpperCase() as EvaluationStatus)),
    specializationId: listOrUndefined(state.specialization),
    associationId: listOrUndefined(state.association),
    programId: listOrUndefined(state.program),
    gradationId: listOrUndefined(state.gradation),
    mine: state.mine || undefined,
  };
}

/** How many filter values are chosen ("mine" counts as one). */
export function chosenCount(state: CmsListState): number {
  return (
    filterParams.reduce((total, param) => total + state[param].length, 0) + (state.mine ? 1 : 0)
  );
}
