// A list view's sort as it lives in the URL: `sort=title` (ascending) or `sort=-title`
// (descending). Headers toggle it: a new column sorts ascending, the same column flips.
import type { UrlField } from '../../list/url-state.ts';

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The URL value of a sort. */
export const sortValue = <K extends string>({ key, direction }: SortState<K>): string =>
  direction === 'desc' ? `-${key}` : key;

/** The sort of a URL value (one `sortParam` has checked). */
export function parseSort<K extends string>(value: string): SortState<K> {
  return value.startsWith('-')
    ? { key: value.slice(1) as K, direction: 'desc' }
    : { key: value as K, direction: 'asc' };
}

/** The `sort` parameter: one of the keys, optionally with a leading `-`; else the fallback. */
export const sortParam = <K extends string>(
  keys: readonly K[],
  fallback: SortState<K>,
): UrlField<string> => ({
  parse: (raw) =>
    typeof raw === 'string' && (keys as readonly string[]).includes(raw.replace(/^-/, ''))
      ? raw
      : sortValue(fallback),
});

/** The sort after a click on the header of `key`. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
