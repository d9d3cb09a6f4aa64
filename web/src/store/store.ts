// The store: one Subject of actions, the state as a scan over it, the epics fed back into it.
import {
  BehaviorSubject,
  merge,
  type Observable,
  queueScheduler,
  Subject,
  Subscription,
} from 'rxjs';
import type { Action } from './actions.ts';
import type { StoreDependencies } from './dependencies.ts';
import type { Epic } from './epics/epic.ts';
import { type AppState, type FeatureSlices, initialState, reduce } from './state.ts';

export interface Store {
  action$: Observable<Action>;
  state$: Observable<AppState>;
  dispatch(action: Action): void;
  getState(): AppState;
  dispose(): void;
}

/** What the app puts in the store: the features' slices and every epic (app/store-parts.ts). */
export interface StoreParts {
  slices: FeatureSlices;
  epics: Epic[];
}

export function createStore(
  dependencies: StoreDependencies,
  parts: StoreParts,
  options: { state?: AppState } = {},
): Store {
  const actions = new Subject<Action>();
  const state = new BehaviorSubject<AppState>(
    options.state ??
      initialState(
        parts.slices,
        dependencies.storage.load(),
        undefined,
        dependencies.storage.loadSettings(),
      ),
  );
  const subscriptions = new Subscription();
  // The state reducer subscribes first, so epics always see the state after their action.
  subscriptions.add(
    actions.subscribe((action) => state.next(reduce(parts.slices, state.value, action))),
  );
  // On the queue scheduler, an action dispatched while another is handled (by an epic or a
  // component) waits until every subscriber has seen the first: order is kept for everyone.
  const dispatch = (action: Action) => {
    queueScheduler.schedule(() => actions.next(action));
  };
  const action$ = actions.asObservable();
  const state$ = state.asObservable();
  subscriptions.add(
    merge(...parts.epics.map((epic) => epic(action$, state$, dependencies))).subscribe(dispatch),
  );
  return {
    action$,
    state$,
    dispatch,
    getState: () => state.value,
    dispose: () => subscriptions.unsubscribe(),
  };
}
