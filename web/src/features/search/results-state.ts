// The search results page's state as it lives in the URL: the term `q` and, per kind, the page
// shown (`associations_page`, `programs_page`, `evaluations_page`; 1 is left out), and the
// variables of its one query.
import {
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../components/list/url-state.ts';

/** The kinds in the order the header search shows them (components/search/search-groups.ts). */
export const SEARCH_KINDS = ['associations', 'programs', 'evaluations'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per kind and page. */
export const RESULTS_PER_PAGE = 10;

export const resultsSchema = urlSchema({
  q: textParam(),
  associations_page: pageParam(),
  programs_page: pageParam(),
  evaluations_page: pageParam(),
});
export type ResultsState = UrlStateOf<typeof resultsSchema>;

/** The URL parameter of a kind's page. */
export const pageParamOf = (kind: SearchKind) => `${kind}_page` as const;

/** The patch for a new term: every kind back to its first page. */
export function newSearch(term: string): Partial<ResultsState> {
  return { q: term, associations_page: 1, programs_page: 1, evaluations_page: 1 };
}

/** The query's variables for a state (most relevant first; ties by title, then id, so paging is stable). */
export function resultsVariables(state: ResultsState) {
  return {
    search: state.q,
    limit: RESULTS_PER_PAGE,
    associationsPage: state.associations_page,
    programsPage: state.programs_page,
    evaluationsPage: state.evaluations_page,
  };
}
export type ResultsVariables = ReturnType<typeof resultsVariables>;
