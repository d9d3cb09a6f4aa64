// Session effects: load the user after start and sign-in, then the session settings; keep the
// tokens and settings in storage, refresh the tokens before they expire, sign out on request or on
// a 401 from the API (the settings call's included).
import {
  catchError,
  EMPTY,
  filter,
  from,
  ignoreElements,
  map,
  merge,
  of,
  switchMap,
  takeUntil,
  tap,
  timer,
  withLatestFrom,
} from 'rxjs';
import { type Action, isOfType } from '../actions.ts';
import { SessionRefusedError } from '../dependencies.ts';
import type { Epic } from './epic.ts';

/** Tokens are refreshed this long before they expire. */
export const REFRESH_MARGIN_MS = 60_000;

const signedOut = (action$: Parameters<Epic>[0]) =>
  action$.pipe(filter(isOfType('session/signed-out', 'session/user-failed')));

/** The current user (with role) after start with a stored token, sign-in, or a first refresh. */
export const loadUserEpic: Epic = (action$, state$, { api, now }) =>
  action$.pipe(
    filter(isOfType('app/started', 'session/signed-in', 'session/token-refreshed')),
    withLatestFrom(state$),
    filter(([action, { session }]) => {
      if (!session.tokens) return false;
      // An expired token at start is refreshed first; the user is loaded after the refresh.
      if (action.type === 'app/started') return session.tokens.expiresAt > now();
      if (action.type === 'session/token-refreshed') return session.user === null;
      return true;
    }),
    switchMap(() =>
      from(api.currentUser()).pipe(
        map((user): Action => ({ type: 'session/user-loaded', user })),
        // Only a refused token ends the session; a failed request (offline, or a page that is
        // unloading and aborts it) must not throw away a valid one.
        catchError((error: unknown) =>
          of<Action>({
            type:
              error instanceof SessionRefusedError
                ? 'session/user-failed'
                : 'session/user-unavailable',
          }),
        ),
        takeUntil(signedOut(action$)),
      ),
    ),
  );

/**
 * The session settings once the user is loaded (after sign-in, or at start with a stored session):
 * a 401 ends the session (spec section 4); a request that could not be made keeps the stored ones.
 */
export const loadSettingsEpic: Epic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(isOfType('session/user-loaded')),
    switchMap(() =>
      from(api.settings()).pipe(
        map((settings): Action => ({ type: 'session/settings-loaded', settings })),
        catchError((error: unknown) =>
          error instanceof SessionRefusedError ? of<Action>({ type: 'session/signed-out' }) : EMPTY,
        ),
        takeUntil(signedOut(action$)),
      ),
    ),
  );

/** Local storage follows the session: saved on new tokens and settings, deleted when it ends. */
export const persistSessionEpic: Epic = (action$, _state$, { storage }) =>
  action$.pipe(
    tap((action) => {
      if (action.type === 'session/signed-in' || action.type === 'session/token-refreshed')
        storage.save(action.tokens);
      if (action.type === 'session/settings-loaded') storage.saveSettings(action.settings);
      if (action.type === 'session/signed-out' || action.type === 'session/user-failed')
        storage.clear();
    }),
    ignoreElements(),
  );

/** Refreshes the tokens shortly before they expire; a refused refresh ends the session. */
export const refreshTokensEpic: Epic = (action$, state$, { api, now, scheduler }) =>
  merge(
    action$.pipe(filter(isOfType('app/started', 'session/signed-in', 'session/token-refreshed'))),
    signedOut(action$),
  ).pipe(
    withLatestFrom(state$),
    switchMap(([action, { session }]) => {
      const tokens = session.tokens;
      if (action.type === 'session/signed-out' || action.type === 'session/user-failed' || !tokens)
        return EMPTY;
      const wait = Math.max(0, tokens.expiresAt - REFRESH_MARGIN_MS - now());
      return timer(wait, scheduler).pipe(
        switchMap(() => from(api.refresh(tokens.refreshToken))),
        map((fresh): Action => ({ type: 'session/token-refreshed', tokens: fresh })),
        catchError(() => of<Action>({ type: 'session/signed-out' })),
      );
    }),
  );

/** Sign-out revokes the session on the server when it can; the client forgets it anyway. */
export const signOutEpic: Epic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(isOfType('session/sign-out-requested')),
    switchMap(() =>
      from(api.signOut()).pipe(
        catchError(() => of(undefined)),
        map((): Action => ({ type: 'session/signed-out' })),
      ),
    ),
  );

/** A 401 from the API ends a session that the client still believes in. */
export const unauthenticatedEpic: Epic = (action$, state$) =>
  action$.pipe(
    filter(isOfType('api/unauthenticated')),
    withLatestFrom(state$),
    filter(([, { session }]) => session.tokens !== null),
    map((): Action => ({ type: 'session/signed-out' })),
  );
