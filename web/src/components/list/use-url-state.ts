// React's side of url-state.ts: the parsed state of the current URL and ways to change it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readQuery, type UrlSchema, type UrlValue, writeQuery } from './url-state.ts';

export interface UrlStateOptions {
  /** Replace the history entry instead of adding one (e.g. while typing a search). */
  replace?: boolean;
}

export interface UrlState<T> {
  value: T;
  /**
   * Changes some values. Any change that does not name `page` goes back to page 1, since the
   * old page number means nothing in a new result set.
   */
  update: (patch: Partial<Record<keyof T, UrlValue>>, options?: UrlStateOptions) => void;
  /** The `?query` of the state with `patch` applied (for links, e.g. the pager's). */
  hrefFor: (patch: Partial<Record<keyof T, UrlValue>>) => string;
}

export function useUrlState<T extends object>(schema: UrlSchema<T>): UrlState<T> {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);
  const value = useMemo(() => schema.parse(readQuery(params)), [schema, params]);

  const queryFor = useCallback(
    (patch: Partial<Record<keyof T, UrlValue>>) => {
      const withPage = 'page' in patch || !('page' in defaults) ? patch : { ...patch, page: 1 };
      return writeQuery(params, withPage as Record<string, UrlValue>, defaults);
    },
    [params, defaults],
  );

  const update = useCallback(
    (patch: Partial<Record<keyof T, UrlValue>>, options: UrlStateOptions = {}) =>
      setParams(queryFor(patch), { replace: options.replace ?? false, preventScrollReset: true }),
    [setParams, queryFor],
  );

  const hrefFor = useCallback(
    (patch: Partial<Record<keyof T, UrlValue>>) => {
      const query = queryFor(patch).toString();
      return query ? `?${query}` : '?';
    },
    [queryFor],
  );

  return { value, update, hrefFor };
}
