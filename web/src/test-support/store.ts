// A store with fake dependencies for epic tests: recorded actions, controllable API answers, and
// the app's slices and epics.
import { appStoreParts } from '../app/store-parts.ts';
import { nlMessages } from '../i18n/messages.ts';
import type { Action, SessionSettings, SessionTokens, SessionUser } from '../store/actions.ts';
import type { SessionApi, StoreDependencies } from '../store/dependencies.ts';
import { initialState } from '../store/state.ts';
import { createStore } from '../store/store.ts';
import { createTokenStorage } from '../store/token-storage.ts';

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

export const tokens = (overrides: Partial<SessionTokens> = {}): SessionTokens => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: NOW + 15 * 60_000,
  ...overrides,
});

export const anne: SessionUser = {
  id: '1',
  name: 'Anne de Vries',
  email: 'admin@example.org',
  role: 'ADMIN',
  avatarUrl: null,
};

export const sessionSettings: SessionSettings = {
  session_idle_minutes: '30',
  session_absolute_hours: '12',
  upload_max_bytes: '20971520',
};

export function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    currentUser: () => Promise.resolve(anne),
    settings: () => Promise.resolve(sessionSettings),
    refresh: () => Promise.resolve(tokens({ accessToken: 'access-2', refreshToken: 'refresh-2' })),
    signOut: () => Promise.resolve(),
    ...overrides,
  };
}

/** A store on memory storage; `actions` lists every action in the order the store saw it. */
export function testStore(
  options: {
    api?: SessionApi;
    stored?: SessionTokens | null;
    storedSettings?: SessionSettings;
    dependencies?: Partial<StoreDependencies>;
  } = {},
) {
  // Memory only: nothing leaks into jsdom's localStorage and on to the next test.
  const storage = createTokenStorage(null);
  if (options.stored) storage.save(options.stored);
  if (options.storedSettings) storage.saveSettings(options.storedSettings);
  const dependencies: StoreDependencies = {
    storage,
    api: options.api ?? fakeApi(),
    loadMessages: () => Promise.resolve(nlMessages),
    reload: () => undefined,
    applyUpdate: () => undefined,
    sendPageView: null,
    now: () => NOW,
    ...options.dependencies,
  };
  // The app's parts: every feature's slice and every epic, as in the browser.
  const store = createStore(dependencies, appStoreParts, {
    state: initialState(appStoreParts.slices, storage.load(), undefined, storage.loadSettings()),
  });
  const actions: Action[] = [];
  store.action$.subscribe((action) => actions.push(action));
  return { store, storage, actions, types: () => actions.map((action) => action.type) };
}

/** Lets pending promises and queued actions settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
