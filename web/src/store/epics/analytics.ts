// Page views of the public site go to the analytics endpoint (when one is configured); CMS
// routes are never reported.
import { distinctUntilChanged, filter, ignoreElements, map, tap } from 'rxjs';
import { isOfType } from '../actions.ts';
import type { Epic } from './epic.ts';
import { isCmsPath } from './pwa.ts';

export const pageViewEpic: Epic = (action$, _state$, { sendPageView }) =>
  action$.pipe(
    filter(isOfType('route/changed')),
    map(({ path }) => path),
    distinctUntilChanged(),
    filter((path) => sendPageView !== null && !isCmsPath(path) && path !== '/logout'),
    tap((path) => sendPageView?.(path)),
    ignoreElements(),
  );
