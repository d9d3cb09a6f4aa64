// Search hits grouped by kind in a fixed order (associations, programs, evaluations).
import type { GlobalSearchQuery, SearchModel } from '../../gql/graphql.ts';

export type SearchItem = GlobalSearchQuery['search']['items'][number];

export interface SearchGroup {
  model: SearchModel;
  items: SearchItem[];
}

/** The kinds in the order the results list shows them. */
export const SEARCH_MODELS: readonly SearchModel[] = ['ASSOCIATION', 'PROGRAM', 'EVALUATION'];

/** Groups hits by kind, keeping the API's order within a kind; empty kinds are left out. */
export function groupSearchItems(items: readonly SearchItem[]): SearchGroup[] {
  return SEARCH_MODELS.map((model) => ({
    model,
    items: items.filter((item) => item.model === model),
  })).filter((group) => group.items.length > 0);
}
