// What the epics need from the outside world, injected so they can be tested without a browser.
import type { SchedulerLike } from 'rxjs';
import type { Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/messages.ts';
import type { SessionSettings, SessionTokens, SessionUser } from './actions.ts';
import type { TokenStorage } from './token-storage.ts';

/** The server refused the session (its token is no longer valid): it must be forgotten. */
export class SessionRefusedError extends Error {
  override name = 'SessionRefusedError';
}

export interface SessionApi {
  /**
   * The signed-in user with their role. Rejects with SessionRefusedError when the token is not
   * accepted, with another error when the server could not be asked (offline, page unloading).
   */
  currentUser(): Promise<SessionUser>;
  /**
   * The session settings (key/value pairs). Rejects with SessionRefusedError on a 401 (the
   * session has ended), with another error when the server could not be asked.
   */
  settings(): Promise<SessionSettings>;
  /** New tokens for a refresh token; rejects when it is no longer valid. */
  refresh(refreshToken: string): Promise<SessionTokens>;
  /** Revokes the session on the server. */
  signOut(): Promise<void>;
}

/**
 * What features' epics need from outside, by declaration merging in the feature's own module
 * (`interface FeatureDependencies { bugReport?: BugReportDependencies }`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface FeatureDependencies {}

export interface StoreDependencies extends FeatureDependencies {
  storage: TokenStorage;
  api: SessionApi;
  loadMessages(locale: Locale): Promise<Messages>;
  /** Reloads the page (a new service worker outside the CMS). */
  reload(): void;
  /** Activates the waiting service worker and reloads (after the user accepted the update). */
  applyUpdate(): void;
  /** Sends a page view to the analytics endpoint; null when analytics is off (the default). */
  sendPageView: ((path: string) => void) | null;
  now(): number;
  /** Scheduler for timers (token refresh); a TestScheduler or virtual time in tests. */
  scheduler?: SchedulerLike;
}
