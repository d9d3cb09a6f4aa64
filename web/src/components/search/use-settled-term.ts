// The typed search term once typing has paused: RxJS debounce, repeated terms dropped.
import { useObservable, useObservableState } from 'observable-hooks';
import { debounceTime, distinctUntilChanged, map } from 'rxjs';
import { SEARCH_DEBOUNCE_MS } from './search-settings.ts';

/** Follows `term` (trimmed) after SEARCH_DEBOUNCE_MS of quiet; starts empty. */
export function useSettledTerm(term: string): string {
  const settled$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(([typed]) => typed.trim()),
        debounceTime(SEARCH_DEBOUNCE_MS),
        distinctUntilChanged(),
      ),
    [term],
  );
  return useObservableState(settled$, '');
}
