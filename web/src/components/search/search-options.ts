// The options of the header search's list, in list order: the hits grouped by kind (associations,
// programs, evaluations), then "All results for '…'", which leads to the search results page.
import type { SearchModel } from '../../gql/graphql.ts';
import { searchResultsHref } from './results-href.ts';
import type { SearchItem } from './search-groups.ts';
import type { GlobalSearchState } from './use-global-search.ts';

export type SearchOption =
  | { kind: 'hit'; key: string; url: string; item: SearchItem }
  | { kind: 'all'; key: 'all'; url: string; term: string };

export interface SearchOptionGroup {
  model: SearchModel;
  /** The group's options with their place in the whole list. */
  options: { option: SearchOption; index: number }[];
}

export interface SearchOptions {
  /** Every option in list order. */
  items: SearchOption[];
  groups: SearchOptionGroup[];
  /** The "all results" entry and its place (last), whenever the term is long enough to search. */
  all: { option: SearchOption; index: number } | null;
}

export function searchOptions(search: GlobalSearchState, term: string): SearchOptions {
  const items: SearchOption[] = [];
  const groups: SearchOptionGroup[] = [];
  if (search.status === 'done') {
    for (const group of search.groups) {
      const options = group.items.map((item) => {
        const option: SearchOption = { kind: 'hit', key: `hit:${item.url}`, url: item.url, item };
        items.push(option);
        return { option, index: items.length - 1 };
      });
      groups.push({ model: group.model, options });
    }
  }
  if (search.status === 'idle') return { items, groups, all: null };
  const trimmed = term.trim();
  const all: SearchOption = {
    kind: 'all',
    key: 'all',
    url: searchResultsHref(trimmed),
    term: trimmed,
  };
  items.push(all);
  return { items, groups, all: { option: all, index: items.length - 1 } };
}
