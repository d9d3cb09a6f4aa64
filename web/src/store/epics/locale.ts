// The language: the chosen catalogue is loaded on demand (English is its own chunk) and remembered.
import { catchError, filter, from, ignoreElements, map, of, switchMap, tap } from 'rxjs';
import { type Action, isOfType } from '../actions.ts';
import type { Epic } from './epic.ts';

export const loadLocaleEpic: Epic = (action$, _state$, { loadMessages }) =>
  action$.pipe(
    filter(isOfType('locale/requested')),
    switchMap(({ locale }) =>
      from(loadMessages(locale)).pipe(
        map((messages): Action => ({ type: 'locale/loaded', locale, messages })),
        catchError(() => of<Action>({ type: 'locale/failed', locale })),
      ),
    ),
  );

/** The stored choice is restored at start; Dutch needs no request. */
export const restoreLocaleEpic: Epic = (action$, _state$, { storage }) =>
  action$.pipe(
    filter(isOfType('app/started')),
    map(() => storage.loadLocale()),
    filter((locale) => locale !== null && locale !== 'nl'),
    map((locale): Action => ({ type: 'locale/requested', locale: locale ?? 'nl' })),
  );

export const persistLocaleEpic: Epic = (action$, _state$, { storage }) =>
  action$.pipe(
    filter(isOfType('locale/loaded')),
    tap(({ locale }) => storage.saveLocale(locale)),
    ignoreElements(),
  );
