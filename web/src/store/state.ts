// Client state is a fold over the actions: `reduce(state, action)` per slice, no other global state.
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { type Messages, nlMessages } from '../i18n/messages.ts';
import type {
  Action,
  AlertKind,
  Crumb,
  Dialog,
  SessionSettings,
  SessionTokens,
  SessionUser,
} from './actions.ts';

export interface SessionState {
  tokens: SessionTokens | null;
  user: SessionUser | null;
  /** `loading` while the current user is fetched after start or sign-in. */
  userStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Where to go right after signing in; cleared once the user has left the login page. */
  landing: string | null;
  /** The session settings (kept in local storage too); null until read, and after the session. */
  settings: SessionSettings | null;
}

export interface LocaleState {
  locale: Locale;
  messages: Messages;
  /** The locale being loaded, if any. */
  pending: Locale | null;
}

export interface CoreState {
  session: SessionState;
  /** Dialogs waiting to be shown, first one on screen. */
  dialogs: Dialog[];
  alerts: AlertKind[];
  crumbs: Crumb[];
  /** The path the crumbs were announced for (null: not said). */
  crumbsPath: string | null;
  locale: LocaleState;
  path: string;
}

/**
 * The state features keep in the store, by declaration merging in the feature's own module:
 *
 *     declare module '../../../store/state.ts' {
 *       interface FeatureStates { bugReport: BugReportState }
 *     }
 *
 * Each has its slice (start and reducer) registered in app/store-parts.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface FeatureStates {}

export type AppState = CoreState & FeatureStates;

/** A feature's state in the store: how it starts and how each action changes it. */
export interface StoreSlice<S> {
  initial: S;
  reduce(state: S, action: Action): S;
}

export type FeatureSlices = { [K in keyof FeatureStates]: StoreSlice<FeatureStates[K]> };

function initialFeatureStates(slices: FeatureSlices): FeatureStates {
  return Object.fromEntries(
    Object.entries(slices).map(([key, slice]) => [key, (slice as StoreSlice<unknown>).initial]),
  ) as unknown as FeatureStates;
}

export function initialState(
  slices: FeatureSlices,
  tokens: SessionTokens | null,
  path = '/',
  settings: SessionSettings | null = null,
): AppState {
  return {
    ...initialFeatureStates(slices),
    session: {
      tokens,
      user: null,
      userStatus: tokens ? 'loading' : 'idle',
      landing: null,
      settings: tokens ? settings : null,
    },
    dialogs: [],
    alerts: [],
    crumbs: [],
    crumbsPath: null,
    locale: { locale: defaultLocale, messages: nlMessages, pending: null },
    path,
  };
}

function session(state: SessionState, action: Action): SessionState {
  switch (action.type) {
    case 'session/signed-in':
      return {
        tokens: action.tokens,
        user: null,
        userStatus: 'loading',
        landing: action.redirectTo ?? null,
        settings: null,
      };
    case 'session/token-refreshed':
      return { ...state, tokens: action.tokens };
    case 'session/user-loaded':
      return { ...state, user: action.user, userStatus: 'loaded' };
    case 'session/user-failed':
      return { tokens: null, user: null, userStatus: 'failed', landing: null, settings: null };
    case 'session/settings-loaded':
      return state.tokens ? { ...state, settings: action.settings } : state;
    case 'session/user-unavailable':
      return { ...state, userStatus: 'failed' };
    case 'session/signed-out':
      return { tokens: null, user: null, userStatus: 'idle', landing: null, settings: null };
    case 'route/changed':
      return state.landing !== null && action.path !== '/cms/login'
        ? { ...state, landing: null }
        : state;
    default:
      return state;
  }
}

function dialogs(state: Dialog[], action: Action): Dialog[] {
  switch (action.type) {
    case 'dialog/opened':
      return [...state, action.dialog];
    case 'dialog/closed':
      return state.filter((dialog) => dialog.id !== action.id);
    default:
      return state;
  }
}

function alerts(state: AlertKind[], action: Action): AlertKind[] {
  switch (action.type) {
    case 'alert/shown':
      return state.includes(action.alert) ? state : [...state, action.alert];
    case 'alert/dismissed':
      return state.filter((alert) => alert !== action.alert);
    default:
      return state;
  }
}

function crumbs(state: AppState, action: Action): Pick<AppState, 'crumbs' | 'crumbsPath'> {
  switch (action.type) {
    case 'breadcrumbs/announced':
      return { crumbs: action.crumbs, crumbsPath: action.path ?? null };
    case 'route/changed':
      // A new page announces its own crumbs; until then none are shown. A page announces them
      // before it paints, which can be just before the route change reaches the store: crumbs
      // announced for the new path stay.
      return state.crumbsPath === action.path
        ? { crumbs: state.crumbs, crumbsPath: state.crumbsPath }
        : { crumbs: [], crumbsPath: null };
    default:
      return { crumbs: state.crumbs, crumbsPath: state.crumbsPath };
  }
}

function locale(state: LocaleState, action: Action): LocaleState {
  switch (action.type) {
    case 'locale/requested':
      return { ...state, pending: action.locale };
    case 'locale/loaded':
      // A slower, outdated load must not override a later choice.
      return state.pending === action.locale || state.pending === null
        ? { locale: action.locale, messages: action.messages, pending: null }
        : state;
    case 'locale/failed':
      return state.pending === action.locale ? { ...state, pending: null } : state;
    default:
      return state;
  }
}

/** The state after an action: the store's own parts, then each feature's slice. */
export function reduce(slices: FeatureSlices, state: AppState, action: Action): AppState {
  const features = Object.fromEntries(
    Object.entries(slices).map(([key, slice]) => [
      key,
      (slice as StoreSlice<unknown>).reduce(state[key as keyof FeatureStates], action),
    ]),
  ) as unknown as FeatureStates;
  return {
    ...features,
    session: session(state.session, action),
    dialogs: dialogs(state.dialogs, action),
    alerts: alerts(state.alerts, action),
    ...crumbs(state, action),
    locale: locale(state.locale, action),
    path: action.type === 'route/changed' ? action.path : state.path,
  };
}
