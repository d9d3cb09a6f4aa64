// Every action of the client's event log: one typed union, the only way client state changes.
import type { Locale, Messages } from '../i18n/messages.ts';

export type Role = 'ADMIN' | 'EDITOR' | 'RESEARCHER';

/** Access and refresh token of a signed-in session; `expiresAt` in epoch milliseconds. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** The signed-in user as the shell needs it (menus, guards, avatar). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  avatarUrl: string | null;
}

export type DialogKind =
  | 'generic'
  | 'create'
  | 'activate'
  | 'bugReport'
  | 'event'
  | 'hours'
  | 'hoursMove'
  | 'mitigate';

/** What a page asks the dialog queue to show. Texts are already translated. */
export interface DialogRequest {
  kind: DialogKind;
  /** Look of a generic dialog. */
  type?: 'success' | 'warning' | 'error';
  title?: string;
  message?: string;
  /** Show a confirm button (with this label, or the default one). */
  confirm?: boolean | string;
  /** Show a cancel button (with this label, or the default one). */
  cancel?: boolean | string;
  /** Data for the specialised kinds (the record to activate, the hours to move, ...). */
  payload?: unknown;
}

export interface Dialog extends DialogRequest {
  id: number;
}

export type DialogResult = 'confirm' | 'cancel' | 'dismiss';

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

export type Action =
  | { type: 'app/started' }
  | { type: 'route/changed'; path: string }
  /** `redirectTo`: where the login page sends the user once the session has started. */
  | { type: 'session/signed-in'; tokens: SessionTokens; redirectTo?: string }
  | { type: 'session/token-refreshed'; tokens: SessionTokens }
  | { type: 'session/user-loaded'; user: SessionUser }
  | { type: 'session/user-failed' }
  /** The user could not be fetched (no connection): the session is kept for a later try. */
  | { type: 'session/user-unavailable' }
  | { type: 'session/sign-out-requested' }
  | { type: 'session/signed-out' }
  | { type: 'api/unauthenticated' }
  | { type: 'api/failed'; failure: ApiFailure }
  | { type: 'dialog/opened'; dialog: Dialog }
  | { type: 'dialog/closed'; id: number; result: DialogResult }
  | { type: 'alert/shown'; alert: AlertKind }
  | { type: 'alert/dismissed'; alert: AlertKind }
  | { type: 'pwa/update-available' }
  | { type: 'pwa/update-accepted' }
  | { type: 'network/offline' }
  | { type: 'network/online' }
  | { type: 'breadcrumbs/announced'; crumbs: Crumb[] }
  | { type: 'locale/requested'; locale: Locale }
  | { type: 'locale/loaded'; locale: Locale; messages: Messages }
  | { type: 'locale/failed'; locale: Locale };

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
