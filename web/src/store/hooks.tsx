// React's window on the store: a provider, `useDispatch`, and `useAppState(selector)` (components
// re-render only when their selected value changes).
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
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
  const store = useStore();
  const [selected, setSelected] = useState(() => selector(store.getState()));
  // Subscribed in a layout effect, not a passive one: a value dispatched while a screen is first
  // committed (its breadcrumbs, announced from a layout effect) reaches this component before the
  // browser paints. A passive subscription would catch up a frame later and move the page down.
  useLayoutEffect(() => {
    const subscription = store.state$
      .pipe(map(selector), distinctUntilChanged())
      .subscribe((value) => setSelected(() => value));
    return () => subscription.unsubscribe();
  }, [store, selector]);
  return selected;
}
