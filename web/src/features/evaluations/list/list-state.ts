// The evaluations list's state as it lives in the URL (search `q`, facet choices, sort, page,
// per-page), and its translation into the GraphQL list's filter and sort.
import {
  choiceParam,
  listParam,
  matching,
  numberChoiceParam,
  oneOf,
  pageParam,
  textParam,
  toggled,
  type UrlStateOf,
  urlSchema,
} from '../../../components/list/url-state.ts';
import type {
  EvaluationFilter,
  EvaluationPhase,
  EvaluationSort,
  EvaluationStatus,
} from '../../../gql/graphql.ts';
import { phases, statuses } from '../labels.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export const sortChoices = [
  'relevance',
  'title',
  'starts_at',
  'starts_at_desc',
  'ends_at',
  'ends_at_desc',
] as const;
export type SortChoice = (typeof sortChoices)[number];

const idParam = () => listParam(matching(/^\d{1,9}$/));

/** The facets' URL fields (the CMS list has the same facets). */
export const facetFields = {
  phase: listParam(oneOf(phases)),
  status: listParam(oneOf(statuses)),
  specialization: idParam(),
  association: idParam(),
  program: idParam(),
  gradation: idParam(),
};

export const listSchema = urlSchema({
  q: textParam(),
  ...facetFields,
  // "relevance" is the default: by relevance with a search term, by title without one.
  sort: choiceParam(sortChoices, 'relevance'),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type ListState = UrlStateOf<typeof listSchema>;

/** The facet parameters (the URL's names), in the order the panel shows them. */
export const facetParams = [
  'phase',
  'status',
  'specialization',
  'association',
  'program',
  'gradation',
] as const;
export type FacetParam = (typeof facetParams)[number];

/** The sort actually applied: relevance means nothing without a search term. */
export function effectiveSort(state: Pick<ListState, 'q' | 'sort'>): SortChoice {
  return state.sort === 'relevance' && state.q === '' ? 'title' : state.sort;
}

const sortFields: Record<SortChoice, EvaluationSort> = {
  relevance: { field: 'RELEVANCE', direction: 'DESC' },
  title: { field: 'TITLE', direction: 'ASC' },
  starts_at: { field: 'STARTS_AT', direction: 'ASC' },
  starts_at_desc: { field: 'STARTS_AT', direction: 'DESC' },
  ends_at: { field: 'ENDS_AT', direction: 'ASC' },
  ends_at_desc: { field: 'ENDS_AT', direction: 'DESC' },
};

/** The GraphQL sort; ties (equal dates) fall back on the title, so paging is stable. */
export function toSort(state: Pick<ListState, 'q' | 'sort'>): EvaluationSort[] {
  const choice = effectiveSort(state);
  return choice === 'title'
    ? [sortFields.title]
    : [sortFields[choice], sortFields.title, { field: 'ID', direction: 'ASC' }];
}

const listOrUndefined = <T>(values: T[]) => (values.length > 0 ? values : undefined);

/** The GraphQL filter of a search and the chosen facets (the public and the CMS list). */
export function facetFilter(state: Pick<ListState, 'q' | FacetParam>): EvaluationFilter {
  return {
    search: state.q || undefined,
    phase: listOrUndefined(state.phase.map((phase) => phase.toUpperCase() as EvaluationPhase)),
    status: listOrUndefined(state.status.map((status) => status.toUpperCase() as EvaluationStatus)),
    specializationId: listOrUndefined(state.specialization),
    associationId: listOrUndefined(state.association),
    programId: listOrUndefined(state.program),
    gradationId: listOrUndefined(state.gradation),
  };
}

/** The GraphQL filter of the URL state; `showStatus` is false for visitors (published only). */
export function toFilter(state: ListState, showStatus: boolean): EvaluationFilter {
  const filter = facetFilter(state);
  return showStatus ? filter : { ...filter, status: undefined };
}

/** The variables of the list's two queries for a state (the page, its prefetch and the build). */
export function listVariables(state: ListState, showStatus: boolean) {
  const filter = toFilter(state, showStatus);
  return {
    list: { filter, sort: toSort(state), page: state.page, limit: state.limit },
    facets: { filter },
  };
}

/** How many facet values are chosen (the "Filters (n)" button). */
export function chosenCount(state: ListState, showStatus: boolean): number {
  return facetParams
    .filter((param) => showStatus || param !== 'status')
    .reduce((total, param) => total + state[param].length, 0);
}

/** The patch that chooses a facet's value, or takes it back (the public and the CMS list). */
export function toggledFacet(
  state: Pick<ListState, FacetParam>,
  param: FacetParam,
  value: string,
  checked: boolean,
): Partial<Pick<ListState, FacetParam>> {
  return { [param]: toggled<string>(state[param], value, checked) };
}

/** The patch that clears the search and every facet. */
export const clearedFilters = {
  q: '',
  phase: [],
  status: [],
  specialization: [],
  association: [],
  program: [],
  gradation: [],
} satisfies Partial<Record<keyof ListState, string | string[]>>;
