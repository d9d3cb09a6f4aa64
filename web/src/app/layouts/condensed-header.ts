// The public top bar condenses after scrolling down past 400 px and expands again above 280 px.
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { distinctUntilChanged, fromEvent, map, type Observable, of, scan, startWith } from 'rxjs';
import {
  CONDENSE_HEADER_BELOW_SCROLL_PX,
  EXPAND_HEADER_ABOVE_SCROLL_PX,
} from './layout-constants.ts';

/** The next state for a scroll offset; between the two thresholds the state is kept. */
export function nextCondensed(condensed: boolean, scrollY: number): boolean {
  if (scrollY > CONDENSE_HEADER_BELOW_SCROLL_PX) return true;
  if (scrollY < EXPAND_HEADER_ABOVE_SCROLL_PX) return false;
  return condensed;
}

/** Condensed or not, emitted only when it changes. */
export function condensedHeader(scrollY$: Observable<number>): Observable<boolean> {
  return scrollY$.pipe(scan(nextCondensed, false), distinctUntilChanged());
}

export function useCondensedHeader(): boolean {
  const condensed$ = useMemo(
    () =>
      // Prerendered at build time (no window): the page starts at the top.
      typeof window === 'undefined'
        ? of(false)
        : condensedHeader(
            fromEvent(window, 'scroll', { passive: true }).pipe(
              map(() => window.scrollY),
              startWith(window.scrollY),
            ),
          ),
    [],
  );
  return useObservableState(condensed$, false);
}
