// The association and program lists' state as it lives in the URL (search `q`, specialization,
// sort, page, per-page), and its translation into the GraphQL list's filter and sort.
import {
  choiceParam,
  listParam,
  matching,
  numberChoiceParam,
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../../components/list/url-state.ts';

export const PER_PAGE_CHOICES = [10, 25, 50] as const;
export const sortChoices = ['relevance', 'title', 'title_desc'] as const;
export type SortChoice = (typeof sortChoices)[number];

export const listSchema = urlSchema({
  q: textParam(),
  specialization: listParam(matching(/^\d{1,9}$/)),
  // "relevance" is the default: by relevance with a search term, by title without one.
  sort: choiceParam(sortChoices, 'relevance'),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type ListState = UrlStateOf<typeof listSchema>;

/** The sort actually applied: relevance means nothing without a search term. */
export function effectiveSort(state: Pick<ListState, 'q' | 'sort'>): SortChoice {
  return state.sort === 'relevance' && state.q === '' ? 'title' : state.sort;
}

/** A sort key both the association and the program list understand. */
export interface OrganisationSort {
  field: 'TITLE' | 'RELEVANCE' | 'ID';
  direction: 'ASC' | 'DESC';
}

/** The GraphQL sort; ties fall back on the title and the id, so paging is stable. */
export function toSort(state: Pick<ListState, 'q' | 'sort'>): OrganisationSort[] {
  const choice = effectiveSort(state);
  const byId: OrganisationSort = { field: 'ID', direction: 'ASC' };
  if (choice === 'title_desc') return [{ field: 'TITLE', direction: 'DESC' }, byId];
  if (choice === 'relevance') {
    return [{ field: 'RELEVANCE', direction: 'DESC' }, { field: 'TITLE', direction: 'ASC' }, byId];
  }
  return [{ field: 'TITLE', direction: 'ASC' }, byId];
}

export interface OrganisationFilter {
  search?: string;
  specializationId?: string[];
}

export function toFilter(state: ListState): OrganisationFilter {
  return {
    search: state.q || undefined,
    specializationId: state.specialization.length > 0 ? state.specialization : undefined,
  };
}

/** The patch that clears the search and the specialization. */
export const clearedFilters = { q: '', specialization: [] } satisfies Partial<
  Record<keyof ListState, string | string[]>
>;
