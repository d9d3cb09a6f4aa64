// Typed text once typing has paused: the trimmed text after `quietMs` (fixed for the component's
// life) without a keystroke; repeated texts are dropped. Starts empty.
import { useObservable, useObservableState } from 'observable-hooks';
import { debounceTime, distinctUntilChanged, map } from 'rxjs';

export function useSettledText(text: string, quietMs: number): string {
  const settled$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(([typed]) => typed.trim()),
        debounceTime(quietMs),
        distinctUntilChanged(),
      ),
    [text],
  );
  return useObservableState(settled$, '');
}
