// Every action of the client's event log: one typed union, the only way client state changes.
import type { Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/messages.ts';

export type Role = 'ADMIN' | 'EDITOR' | 'RESEARCHER';

/** Access and refresh token of a signed-in session; `expiresAt` in epoch milliseconds. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * The session settings the server gives a signed-in client (spec section 3: key/value pairs, each
 * kept in local storage while the session lasts): `session_idle_minutes`,
 * `session_absolute_hours`, `upload_max_bytes` (docs/api.md, "Session settings").
 */
export type SessionSettings = Readonly<Record<string, string>>;

/** The signed-in user as the shell needs it (menus, guards, avatar). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  avatarUrl: string | null;
}

/** What a `create` dialog asks for: the label of its title field says what is created. */
export interface CreateDialogPayload {
  /** The title field's label, already translated ("Titel van de evaluatie"). */
  titleLabel: string;
}

/** What a `mitigate` (destructive) confirmation is about: how many items, and their names. */
export interface MitigateDialogPayload {
  count: number;
  /** The items' names, already as shown (one is named in the question; a few are listed). */
  names?: string[];
}

/**
 * The payload each dialog kind takes (`undefined`: none). Opening a kind with another payload
 * does not compile. The dialog kit's own kinds are here; a feature adds its kinds by declaration
 * merging, in the module that defines their payloads:
 *
 *     declare module '../../store/actions.ts' {
 *       interface DialogPayloads { hours: HoursDialogPayload }
 *       interface DialogValues { hours: HoursDialogValue }
 *     }
 *
 * The kit's bodies are in components/dialog/dialog-bodies.ts, every kind's in app/dialog-bodies.ts.
 */
export interface DialogPayloads {
  generic: undefined;
  create: CreateDialogPayload;
  mitigate: MitigateDialogPayload | undefined;
}

/** What a dialog kind hands back when confirmed; kinds not listed hand back nothing. */
export interface DialogValues {
  create: { title: string };
}

export type DialogKind = keyof DialogPayloads;

/** The texts and buttons every dialog kind shares. Texts are already translated. */
interface DialogRequestBase {
  /** Look of a generic dialog. */
  type?: 'success' | 'warning' | 'error';
  title?: string;
  message?: string;
  /** Show a confirm button (with this label, or the default one). */
  confirm?: boolean | string;
  /** Show a cancel button (with this label, or the default one). */
  cancel?: boolean | string;
}

/** A request for one kind: its payload is required unless the kind can do without one. */
export type DialogRequestOf<K extends DialogKind> = DialogRequestBase & {
  kind: K;
} & (undefined extends DialogPayloads[K]
    ? { payload?: DialogPayloads[K] }
    : { payload: DialogPayloads[K] });

/** What a page asks the dialog queue to show (one of the kinds, with that kind's payload). */
export type DialogRequest = { [K in DialogKind]: DialogRequestOf<K> }[DialogKind];

export type Dialog = DialogRequest & { id: number };

/** A queued dialog of one kind. */
export type DialogOf<K extends DialogKind> = DialogRequestOf<K> & { id: number };

export type DialogResult = 'confirm' | 'cancel' | 'dismiss';

/** The value a kind hands back when confirmed (`undefined` for kinds without one). */
export type DialogValue<K extends DialogKind> = K extends keyof DialogValues
  ? DialogValues[K]
  : undefined;

/** How a dialog of kind K was closed: a confirmed `create` carries `{ title }`. */
export type DialogOutcome<K extends DialogKind = DialogKind> = K extends DialogKind
  ?
      | ({ result: 'confirm' } & (DialogValue<K> extends undefined
          ? { value?: undefined }
          : { value: DialogValue<K> }))
      | { result: 'cancel' | 'dismiss'; value?: undefined }
  : never;

export type AlertKind = 'update-available' | 'offline';

/** A failed API call as the error catalogue (spec section 8) describes it. */
export type ApiFailure =
  | { kind: 'validation'; status: number; statusText: string; messages: string[] }
  | { kind: 'status'; status: number; statusText: string }
  | { kind: 'no-response' };

export interface Crumb {
  label: string;
  to?: string;
}

export type CoreAction =
  | { type: 'app/started' }
  | { type: 'route/changed'; path: string }
  /** `redirectTo`: where the login page sends the user once the session has started. */
  | { type: 'session/signed-in'; tokens: SessionTokens; redirectTo?: string }
  | { type: 'session/token-refreshed'; tokens: SessionTokens }
  | { type: 'session/user-loaded'; user: SessionUser }
  | { type: 'session/user-failed' }
  | { type: 'session/settings-loaded'; settings: SessionSettings }
  /** The user could not be fetched (no connection): the session is kept for a later try. */
  | { type: 'session/user-unavailable' }
  | { type: 'session/sign-out-requested' }
  | { type: 'session/signed-out' }
  | { type: 'api/unauthenticated' }
  | { type: 'api/failed'; failure: ApiFailure }
  | { type: 'dialog/opened'; dialog: Dialog }
  /** `value`: what a confirmed dialog hands back (see DialogValues). */
  | { type: 'dialog/closed'; id: number; result: DialogResult; value?: unknown }
  | { type: 'alert/shown'; alert: AlertKind }
  | { type: 'alert/dismissed'; alert: AlertKind }
  | { type: 'pwa/update-available' }
  | { type: 'pwa/update-accepted' }
  | { type: 'network/offline' }
  | { type: 'network/online' }
  /** `path`: the page's path, so a route change to that same path keeps them. */
  | { type: 'breadcrumbs/announced'; crumbs: Crumb[]; path?: string }
  | { type: 'locale/requested'; locale: Locale }
  | { type: 'locale/loaded'; locale: Locale; messages: Messages }
  | { type: 'locale/failed'; locale: Locale };

/**
 * The actions features add to the log, by declaration merging in the feature's own module:
 *
 *     declare module '../../store/actions.ts' {
 *       interface FeatureActions { bugReport: BugReportAction }
 *     }
 *
 * (the key names the feature; the value is its actions' union). The store's own reducers pass
 * them by; the feature's slice and epics (registered in app/store-parts.ts) handle them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface FeatureActions {}

export type Action = CoreAction | FeatureActions[keyof FeatureActions];

export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

let nextDialogId = 1;

/** The action that puts a dialog in the queue; each dialog gets its own id. */
export function openDialog(request: DialogRequest): ActionOf<'dialog/opened'> {
  const id = nextDialogId;
  nextDialogId += 1;
  return { type: 'dialog/opened', dialog: { ...request, id } };
}

/** Narrows an action stream to some action types (`ofType('session/signed-in')`). */
export const isOfType =
  <T extends Action['type']>(...types: T[]) =>
  (action: Action): action is ActionOf<T> =>
    (types as string[]).includes(action.type);
