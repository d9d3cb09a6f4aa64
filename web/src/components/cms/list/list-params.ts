// A CMS list's state as it lives in the URL: the search `q`, the list's own filter parameters,
// the sort, the page and the number per page, and its translation into a GraphQL sort. Every CMS
// list reads the same five kinds of parameter, so a list names only its filters and sort keys.
import {
  numberChoiceParam,
  pageParam,
  textParam,
  type UrlField,
  type UrlSchema,
  urlSchema,
} from '../../list/url-state.ts';
import { parseSort, type SortState, sortParam } from './sort-state.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 25;

/** The parameters every CMS list has beside its filters. */
export interface CmsListBase {
  q: string;
  sort: string;
  page: number;
  limit: number;
}

type FieldValues<F extends Record<string, UrlField<unknown>>> = {
  [K in keyof F]: ReturnType<F[K]['parse']>;
};

/** A CMS list's URL schema: `q`, the given filter parameters, `sort`, `page` and `limit`. */
export function cmsListSchema<F extends Record<string, UrlField<unknown>>, K extends string>(
  sortKeys: readonly K[],
  defaultSort: SortState<K>,
  filters: F = {} as F,
): UrlSchema<CmsListBase & FieldValues<F>> {
  return urlSchema({
    q: textParam(),
    ...filters,
    sort: sortParam(sortKeys, defaultSort),
    page: pageParam(),
    limit: numberChoiceParam(PER_PAGE_CHOICES, DEFAULT_PER_PAGE),
  }) as UrlSchema<CmsListBase & FieldValues<F>>;
}

/** The parameters of a list that are not filters (the rest, `q` included, are). */
const NOT_FILTERS: ReadonlySet<string> = new Set(['sort', 'page', 'limit']);

/** The names of a list state's search and filter parameters. */
export const filterNames = (state: object): string[] =>
  Object.keys(state).filter((name) => !NOT_FILTERS.has(name));

export type SortOrder<F extends string> = { field: F; direction: 'ASC' | 'DESC' };

/**
 * The GraphQL sort of the URL's `sort`: the chosen key's field in the chosen direction, then the
 * tie-breakers (the ones on another field), so paging is stable.
 */
export function sortOrder<K extends string, F extends string>(
  sort: string,
  fields: Record<K, F>,
  tieBreakers: readonly SortOrder<F>[],
): SortOrder<F>[] {
  const { key, direction } = parseSort<K>(sort);
  const first: SortOrder<F> = {
    field: fields[key],
    direction: direction === 'desc' ? 'DESC' : 'ASC',
  };
  return [first, ...tieBreakers.filter((tie) => tie.field !== first.field)];
}
