// The typed search term once typing has paused: RxJS debounce, repeated terms dropped.
import { useObservable, useObservableState } from 'observable-hooks';
import { debounceTime, distinctUntilChanged, map } from 'rxjs';
import { SEARCH_DEBOUNCE_MS } from './search-settings.ts';

/**
 * Follows `term` (trimmed) after `quietMs` of quiet (fixed for the component's life; the global
 * search's pause by default); starts empty.
 */
export function useSettledTerm(term: string, quietMs = SEARCH_DEBOUNCE_MS): string {
  const settled$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(([typed]) => typed.trim()),
        debounceTime(quietMs),
        distinctUntilChanged(),
      ),
    [term],
  );
  return useObservableState(settled$, '');
}
