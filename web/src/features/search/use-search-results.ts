// The data of the search results page through the public reader, as the public lists read theirs:
// `cache-and-network`, and the previous answer stays on screen, dimmed, while the next one loads.
import { useEffect, useMemo, useRef } from 'react';
import { usePublicQuery } from '../../api/use-public-query.ts';
import type { SearchResultsQuery as SearchResultsAnswer } from '../../gql/graphql.ts';
import { SearchResultsQuery } from './results-operations.ts';
import {
  type ResultsState,
  type ResultsVariables,
  resultsVariables,
  type SearchKind,
} from './results-state.ts';

export type SearchResultsData = SearchResultsAnswer;

export interface SearchResultsState {
  /** The answer on screen: the latest, or the previous one while the next loads. */
  data: SearchResultsData | undefined;
  /** Whether the answer on screen is not (yet) one for the term asked for. */
  searching: boolean;
  /** Whether a kind's part on screen is not (yet) the one asked for. */
  stale: (kind: SearchKind) => boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

const pageVariable = {
  associations: 'associationsPage',
  programs: 'programsPage',
  evaluations: 'evaluationsPage',
} as const satisfies Record<SearchKind, keyof ResultsVariables>;

/** Searches the three kinds for the state's term (nothing without a term). */
export function useSearchResults(state: ResultsState): SearchResultsState {
  const variables = useMemo(() => resultsVariables(state), [state]);
  const query = usePublicQuery(SearchResultsQuery, { variables, skip: state.q === '' });
  // The variables of the answer on screen, to tell which kinds are waiting for their next page.
  const shown = useRef<ResultsVariables | undefined>(undefined);
  const answered = query.data !== undefined && !query.loading;
  useEffect(() => {
    if (answered) shown.current = variables;
  }, [answered, variables]);
  const loading = state.q !== '' && query.loading;
  const failed = state.q !== '' && query.error !== undefined;
  const otherTerm = shown.current?.search !== variables.search;
  // A failed search for a new term shows the problem, not the last term's results under it.
  const data =
    state.q === '' || (failed && otherTerm) ? undefined : (query.data ?? query.previousData);

  const searching = loading && otherTerm;

  return {
    data,
    loading,
    searching,
    failed,
    retry: () => void query.refetch(),
    stale: (kind) =>
      searching ||
      (loading && shown.current?.[pageVariable[kind]] !== variables[pageVariable[kind]]),
  };
}
