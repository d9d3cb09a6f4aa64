// The shape of an epic: actions in, actions out, with the state and the dependencies at hand.
import type { Observable } from 'rxjs';
import type { Action } from '../actions.ts';
import type { StoreDependencies } from '../dependencies.ts';
import type { AppState } from '../state.ts';

export type Epic = (
  action$: Observable<Action>,
  state$: Observable<AppState>,
  dependencies: StoreDependencies,
) => Observable<Action>;
