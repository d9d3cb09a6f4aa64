// Session epics: start with a stored token, sign-in, refresh before expiry, sign-out, 401.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anne,
  fakeApi,
  NOW,
  sessionSettings,
  settle,
  testStore,
  tokens,
} from '../../test-support/store.ts';
import { SessionRefusedError } from '../dependencies.ts';
import { REFRESH_MARGIN_MS } from './session.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('session epics', () => {
  it('loads the current user at start when a token is stored', async () => {
    const { store, types } = testStore({ stored: tokens() });
    store.dispatch({ type: 'app/started' });
    await settle();
    expect(types()).toEqual(['app/started', 'session/user-loaded', 'session/settings-loaded']);
    expect(store.getState().session.user).toEqual(anne);
  });

  it('keeps the session when the current user cannot be asked for (offline, aborted)', async () => {
    const api = fakeApi({ currentUser: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { store, storage } = testStore({ api, stored: tokens() });
    store.dispatch({ type: 'app/started' });
    await settle();
    expect(store.getState().session.tokens).toEqual(tokens());
    expect(storage.load()).toEqual(tokens());
  });

  it('deletes the stored token when the server refuses it', async () => {
    const api = fakeApi({
      currentUser: () => Promise.reject(new SessionRefusedError('401')),
    });
    const { store, storage } = testStore({ api, stored: tokens() });
    store.dispatch({ type: 'app/started' });
    await settle();
    expect(store.getState().session).toEqual({
      tokens: null,
      user: null,
      userStatus: 'failed',
      landing: null,
      settings: null,
    });
    expect(storage.load()).toBeNull();
  });

  it('does nothing at start without a token', async () => {
    const currentUser = vi.fn(fakeApi().currentUser);
    const { store, types } = testStore({ api: fakeApi({ currentUser }) });
    store.dispatch({ type: 'app/started' });
    await settle();
    expect(types()).toEqual(['app/started']);
    expect(currentUser).not.toHaveBeenCalled();
  });

  it('stores the tokens on sign-in and loads the user', async () => {
    const { store, storage, types } = testStore();
    store.dispatch({ type: 'session/signed-in', tokens: tokens() });
    await settle();
    expect(storage.load()).toEqual(tokens());
    expect(types()).toEqual([
      'session/signed-in',
      'session/user-loaded',
      'session/settings-loaded',
    ]);
  });

  it('refreshes the tokens a minute before they expire', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(fakeApi().refresh);
    const { store, storage } = testStore({ api: fakeApi({ refresh }) });
    store.dispatch({ type: 'session/signed-in', tokens: tokens() });
    await vi.advanceTimersByTimeAsync(15 * 60_000 - REFRESH_MARGIN_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(store.getState().session.tokens?.accessToken).toBe('access-2');
    expect(storage.load()?.refreshToken).toBe('refresh-2');
  });

  it('refreshes an expired stored token first, then loads the user', async () => {
    const { store, types } = testStore({ stored: tokens({ expiresAt: NOW - 1 }) });
    store.dispatch({ type: 'app/started' });
    await settle();
    await settle();
    expect(types()).toEqual([
      'app/started',
      'session/token-refreshed',
      'session/user-loaded',
      'session/settings-loaded',
    ]);
  });

  it('ends the session when the refresh is refused', async () => {
    const api = fakeApi({ refresh: () => Promise.reject(new Error('401')) });
    const { store, types } = testStore({ api, stored: tokens({ expiresAt: NOW - 1 }) });
    store.dispatch({ type: 'app/started' });
    await settle();
    expect(types()).toContain('session/signed-out');
    expect(store.getState().session.tokens).toBeNull();
  });

  it('signs out on request, also when the server cannot be reached', async () => {
    const api = fakeApi({ signOut: () => Promise.reject(new Error('offline')) });
    const { store, storage } = testStore({ api, stored: tokens() });
    store.dispatch({ type: 'session/sign-out-requested' });
    await settle();
    expect(store.getState().session.tokens).toBeNull();
    expect(storage.load()).toBeNull();
  });

  it('signs out on a 401 from the API only while signed in', async () => {
    const { store, types } = testStore({ stored: tokens() });
    store.dispatch({ type: 'api/unauthenticated' });
    store.dispatch({ type: 'api/unauthenticated' });
    await settle();
    expect(types().filter((type) => type === 'session/signed-out')).toHaveLength(1);
  });

  describe('session settings', () => {
    it('reads them after sign-in and keeps each key in storage', async () => {
      const { store, storage } = testStore();
      store.dispatch({ type: 'session/signed-in', tokens: tokens() });
      await settle();
      expect(store.getState().session.settings).toEqual(sessionSettings);
      expect(storage.loadSettings()).toEqual(sessionSettings);
    });

    it('reads them at start with a stored session, starting from the stored ones', async () => {
      const settings = vi.fn(() => Promise.resolve({ ...sessionSettings, upload_max_bytes: '5' }));
      const { store, storage } = testStore({
        api: fakeApi({ settings }),
        stored: tokens(),
        storedSettings: sessionSettings,
      });
      expect(store.getState().session.settings).toEqual(sessionSettings);
      store.dispatch({ type: 'app/started' });
      await settle();
      expect(settings).toHaveBeenCalledOnce();
      expect(storage.loadSettings()?.upload_max_bytes).toBe('5');
    });

    it('ends the session on a 401 from the settings call', async () => {
      const api = fakeApi({ settings: () => Promise.reject(new SessionRefusedError('401')) });
      const { store, storage, types } = testStore({ api });
      store.dispatch({ type: 'session/signed-in', tokens: tokens() });
      await settle();
      expect(types()).toEqual(['session/signed-in', 'session/user-loaded', 'session/signed-out']);
      expect(store.getState().session.tokens).toBeNull();
      expect(storage.load()).toBeNull();
      expect(storage.loadSettings()).toBeNull();
    });

    it('keeps the session and the stored settings when the call could not be made', async () => {
      const api = fakeApi({ settings: () => Promise.reject(new TypeError('Failed to fetch')) });
      const { store, storage } = testStore({
        api,
        stored: tokens(),
        storedSettings: sessionSettings,
      });
      store.dispatch({ type: 'app/started' });
      await settle();
      expect(store.getState().session.tokens).toEqual(tokens());
      expect(store.getState().session.settings).toEqual(sessionSettings);
      expect(storage.loadSettings()).toEqual(sessionSettings);
    });

    it.each([
      ['logout', { type: 'session/sign-out-requested' } as const],
      ['a 401 from the API', { type: 'api/unauthenticated' } as const],
    ])('are removed from state and storage with the session on %s', async (_name, action) => {
      const { store, storage } = testStore({ stored: tokens(), storedSettings: sessionSettings });
      store.dispatch(action);
      await settle();
      expect(store.getState().session.settings).toBeNull();
      expect(storage.loadSettings()).toBeNull();
    });

    it('are removed when the session expires (its refresh is refused)', async () => {
      const api = fakeApi({ refresh: () => Promise.reject(new Error('401')) });
      const { store, storage } = testStore({
        api,
        stored: tokens({ expiresAt: NOW - 1 }),
        storedSettings: sessionSettings,
      });
      store.dispatch({ type: 'app/started' });
      await settle();
      expect(store.getState().session.settings).toBeNull();
      expect(storage.loadSettings()).toBeNull();
    });
  });
});
