// The address of the search results page for a term: where Enter in the header search and its
// "All results for '…'" entry lead (features/search reads the same parameter).

export const SEARCH_RESULTS_PATH = '/search';

/** `/search?q=<term>` (trimmed; `/search` alone for an empty term). */
export function searchResultsHref(term: string): string {
  const trimmed = term.trim();
  if (trimmed === '') return SEARCH_RESULTS_PATH;
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ q: trimmed }).toString()}`;
}
