// Service-worker and network events: an update inside the CMS asks before reloading, elsewhere
// the page reloads at once; going offline shows a warning until the connection is back.
import { EMPTY, filter, ignoreElements, map, mergeMap, of, tap, withLatestFrom } from 'rxjs';
import { type Action, isOfType } from '../actions.ts';
import type { Epic } from './epic.ts';

export const isCmsPath = (path: string) => path === '/cms' || path.startsWith('/cms/');

export const serviceWorkerUpdateEpic: Epic = (action$, state$, { reload }) =>
  action$.pipe(
    filter(isOfType('pwa/update-available')),
    withLatestFrom(state$),
    mergeMap(([, state]) => {
      if (isCmsPath(state.path))
        return of<Action>({ type: 'alert/shown', alert: 'update-available' });
      reload();
      return EMPTY;
    }),
  );

/** The user accepted the update: the new service worker takes over and the page reloads. */
export const applyUpdateEpic: Epic = (action$, _state$, { applyUpdate }) =>
  action$.pipe(
    filter(isOfType('pwa/update-accepted')),
    tap(() => applyUpdate()),
    ignoreElements(),
  );

export const networkEpic: Epic = (action$) =>
  action$.pipe(
    filter(isOfType('network/offline', 'network/online')),
    map(
      (action): Action =>
        action.type === 'network/offline'
          ? { type: 'alert/shown', alert: 'offline' }
          : { type: 'alert/dismissed', alert: 'offline' },
    ),
  );
