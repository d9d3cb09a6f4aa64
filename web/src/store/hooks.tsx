// React's window on the store: a provider, `useDispatch`, and `useAppState(selector)` built on
// observable-hooks (components re-render only when their selected value changes).
import { useObservableEagerState } from 'observable-hooks';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import type { Action } from './actions.ts';
import type { AppState } from './state.ts';
import type { Store } from './store.ts';

const StoreContext = createContext<Store | null>(null);

export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore needs a <StoreProvider>');
  return store;
}

export function useDispatch(): (action: Action) => void {
  return useStore().dispatch;
}

/** A slice of the state; `selector` must be stable (defined outside the component). */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const { state$ } = useStore();
  const selected$ = useMemo(
    () => state$.pipe(map(selector), distinctUntilChanged()),
    [state$, selector],
  );
  return useObservableEagerState(selected$);
}
