// The controller of a CMS list screen: the state in the URL (search, filters, sort, page, per
// page), the list query (the previous page stays on screen while the next loads), clearing the
// search and the filters, and fetching again after a change. `CmsListPage` draws what it returns.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { ListPage } from '../../list/list-page.ts';
import type { UrlSchema, UrlValue } from '../../list/url-state.ts';
import { type UrlState, type UrlStateOptions, useUrlState } from '../../list/use-url-state.ts';
import { type CmsListBase, filterNames } from './list-params.ts';
import { parseSort, type SortState, sortValue } from './sort-state.ts';

/** A list's URL and its translation (the list's `list-state.ts`). */
export interface CmsListParams<S extends CmsListBase, V extends OperationVariables> {
  /** The URL's parameters (`cmsListSchema`). */
  schema: UrlSchema<S>;
  /** The GraphQL filter and sort of a state (plain functions, not made anew per render). */
  filter: (state: S) => V['filter'];
  sort: (state: S) => V['sort'];
}

/** What the list asks and how its answer is read. */
export interface CmsListData<D, V extends OperationVariables, R> {
  /** The list query, taking `filter`, `sort`, `page` and `limit`. */
  query: TypedDocumentNode<D, V>;
  /** The query's other variables (e.g. an organisation list's `kind`); keep it stable. */
  variables?: Partial<V>;
  /** The page of rows in an answer (`listPage`; a plain function, not made anew per render). */
  rows: (data: D) => ListPage<R> | undefined;
}

export interface CmsList<S, R> extends UrlState<S> {
  /** The page on screen: the latest answer, or the previous one while the next loads. */
  page: ListPage<R> | undefined;
  loading: boolean;
  failed: boolean;
  /** Fetches the list again. */
  refetch: () => Promise<unknown>;
  /** Whether a search term or a filter is set. */
  filtered: boolean;
  /** Clears the search and every filter. */
  clearFilters: () => void;
  /** Sets the search term (`replace` while typing, so Back skips the letters). */
  setSearch: (term: string, options: { replace: boolean }) => void;
  sort: SortState<string>;
  setSort: (sort: SortState<string>) => void;
  setPerPage: (limit: number) => void;
  hrefForPage: (page: number) => string;
}

export function useCmsList<S extends CmsListBase, D, V extends OperationVariables, R>(
  params: CmsListParams<S, NoInfer<V>>,
  data: CmsListData<D, V, R>,
): CmsList<S, R> {
  const { schema, filter, sort } = params;
  const { query, rows, variables: others } = data;
  const url = useUrlState(schema);
  const { value: state, update } = url;
  const variables = useMemo(
    () => ({
      ...others,
      filter: filter(state),
      sort: sort(state),
      page: state.page,
      limit: state.limit,
    }),
    [others, filter, sort, state],
  );
  const list = useQuery(query, {
    variables: variables as unknown as V,
    fetchPolicy: 'cache-and-network',
  });
  const answer = useDeferredValue(list.data ?? list.previousData);
  const page = useMemo(() => (answer ? rows(answer as D) : undefined), [answer, rows]);

  const { refetch: refetchList } = list;
  const refetch = useCallback(() => refetchList(), [refetchList]);

  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);
  const names = useMemo(() => filterNames(defaults), [defaults]);
  const current = state as Record<string, unknown>;
  const filtered = names.some((name) => !isDefault(current[name], defaults[name]));
  const clearFilters = useCallback(
    () => update(Object.fromEntries(names.map((name) => [name, defaults[name]])) as never),
    [update, names, defaults],
  );

  const patch = update as (
    values: Partial<Record<keyof CmsListBase, UrlValue>>,
    options?: UrlStateOptions,
  ) => void;
  const href = url.hrefFor as (values: Partial<Record<keyof CmsListBase, UrlValue>>) => string;
  const setSearch = useCallback(
    (term: string, options: { replace: boolean }) => patch({ q: term }, options),
    [patch],
  );
  const setSort = useCallback(
    (next: SortState<string>) => patch({ sort: sortValue(next) }),
    [patch],
  );
  const setPerPage = useCallback((limit: number) => patch({ limit }), [patch]);
  const hrefForPage = useCallback((target: number) => href({ page: target }), [href]);

  return {
    ...url,
    sort: parseSort(state.sort),
    setSearch,
    setSort,
    setPerPage,
    hrefForPage,
    page,
    loading: list.loading,
    failed: Boolean(list.error),
    refetch,
    filtered,
    clearFilters,
  };
}

function isDefault(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === fallback;
}
