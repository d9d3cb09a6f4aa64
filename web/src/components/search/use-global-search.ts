// The state of the global search for a typed term: idle, searching, failed or the grouped results.
import { usePublicQuery } from '../../api/use-public-query.ts';
import type { SearchModel } from '../../gql/graphql.ts';
import { groupSearchItems, SEARCH_MODELS, type SearchGroup } from './search-groups.ts';
import { GlobalSearchQuery } from './search-operations.ts';
import { MIN_SEARCH_TERM_LENGTH } from './search-settings.ts';
import { useSettledTerm } from './use-settled-term.ts';

export type GlobalSearchState =
  /** The term is too short to search. */
  | { status: 'idle' }
  /** Typing has not paused yet, or the answer is on its way. */
  | { status: 'searching' }
  /** The request failed, or every part of the search did. */
  | { status: 'failed' }
  | { status: 'done'; groups: SearchGroup[]; count: number; failedModels: SearchModel[] };

/** Searches the settled term (one query per term); results only ever belong to the typed term. */
export function useGlobalSearch(term: string): GlobalSearchState {
  const typed = term.trim();
  const settled = useSettledTerm(term);
  const { data, error, loading } = usePublicQuery(GlobalSearchQuery, {
    variables: { term: settled },
    skip: settled.length < MIN_SEARCH_TERM_LENGTH,
  });

  if (typed.length < MIN_SEARCH_TERM_LENGTH) return { status: 'idle' };
  if (typed !== settled) return { status: 'searching' };
  if (error) return { status: 'failed' };
  if (loading || !data) return { status: 'searching' };

  const { items, errors } = data.search;
  const failedModels = errors.map((failure) => failure.model);
  if (SEARCH_MODELS.every((model) => failedModels.includes(model))) return { status: 'failed' };
  return { status: 'done', groups: groupSearchItems(items), count: items.length, failedModels };
}
