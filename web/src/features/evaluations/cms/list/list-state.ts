// The CMS evaluations list's state as it lives in the URL (search `q`, filters, "mine", sort,
// page, per-page), and its translation into the GraphQL list's filter and sort.
import {
  listParam,
  matching,
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
  EvaluationFilter,
  EvaluationPhase,
  EvaluationSort,
  EvaluationSortField,
  EvaluationStatus,
} from '../../../../gql/graphql.ts';
import { phases, statuses } from '../../labels.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const sortKeys = ['title', 'status', 'phase', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
/** Most recently changed first: what staff were working on. */
export const defaultSort: SortState<SortKey> = { key: 'updated', direction: 'desc' };

const idParam = () => listParam(matching(/^\d{1,9}$/));

export const cmsListSchema = urlSchema({
  q: textParam(),
  phase: listParam(oneOf(phases)),
  status: listParam(oneOf(statuses)),
  specialization: idParam(),
  association: idParam(),
  program: idParam(),
  gradation: idParam(),
  mine: { parse: (raw: unknown) => raw === 'true' },
  sort: sortParam(sortKeys, defaultSort),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type CmsListState = UrlStateOf<typeof cmsListSchema>;

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

export const currentSort = (state: Pick<CmsListState, 'sort'>): SortState<SortKey> =>
  parseSort<SortKey>(state.sort);

/** The GraphQL sort; ties fall back on the title and the id, so paging is stable. */
export function toSort(state: Pick<CmsListState, 'sort'>): EvaluationSort[] {
  const { key, direction } = currentSort(state);
  const sort: EvaluationSort[] = [
    { field: sortFields[key], direction: direction === 'desc' ? 'DESC' : 'ASC' },
  ];
  if (key !== 'title') sort.push({ field: 'TITLE', direction: 'ASC' });
  sort.push({ field: 'ID', direction: 'ASC' });
  return sort;
}

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

/** The patch that clears the search and every filter. */
export const clearedFilters = {
  q: '',
  phase: [],
  status: [],
  specialization: [],
  association: [],
  program: [],
  gradation: [],
  mine: false,
} satisfies Partial<Record<keyof CmsListState, string | string[] | boolean>>;
