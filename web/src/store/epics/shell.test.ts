// Dialog, service-worker, network and locale epics.
import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '../../i18n/messages.ts';
import { settle, testStore } from '../../test-support/store.ts';

describe('api failures become error dialogs (spec section 8)', () => {
  it('joins the field messages of a 422 under its status text', () => {
    const { store } = testStore();
    store.dispatch({
      type: 'api/failed',
      failure: {
        kind: 'validation',
        status: 422,
        statusText: 'Unprocessable Content',
        messages: ['Verplicht', 'Ongeldige email'],
      },
    });
    expect(store.getState().dialogs).toEqual([
      expect.objectContaining({
        kind: 'generic',
        type: 'error',
        title: 'Unprocessable Content',
        message: 'Verplicht\nOngeldige email',
        confirm: true,
      }),
    ]);
  });

  it('shows the status and its text, or the unknown-error text without a response', () => {
    const { store } = testStore();
    const messages = store.getState().locale.messages;
    store.dispatch({
      type: 'api/failed',
      failure: { kind: 'status', status: 403, statusText: 'Forbidden' },
    });
    store.dispatch({ type: 'api/failed', failure: { kind: 'no-response' } });
    const [status, unknown] = store.getState().dialogs;
    expect(status).toMatchObject({ title: messages['errors.title'], message: '403 Forbidden' });
    expect(unknown).toMatchObject({
      title: messages['errors.title'],
      message: messages['errors.unknown'],
    });
  });

  it('queues dialogs and closes them one by one', () => {
    const { store } = testStore();
    store.dispatch({ type: 'api/failed', failure: { kind: 'no-response' } });
    store.dispatch({ type: 'api/failed', failure: { kind: 'no-response' } });
    const [first, second] = store.getState().dialogs;
    store.dispatch({ type: 'dialog/closed', id: first?.id ?? 0, result: 'confirm' });
    expect(store.getState().dialogs).toEqual([second]);
  });
});

describe('service worker and network', () => {
  it('asks before reloading inside the CMS', () => {
    const reload = vi.fn();
    const { store } = testStore({ dependencies: { reload } });
    store.dispatch({ type: 'route/changed', path: '/cms/evaluations' });
    store.dispatch({ type: 'pwa/update-available' });
    expect(store.getState().alerts).toEqual(['update-available']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at once outside the CMS', () => {
    const reload = vi.fn();
    const { store } = testStore({ dependencies: { reload } });
    store.dispatch({ type: 'route/changed', path: '/evaluations' });
    store.dispatch({ type: 'pwa/update-available' });
    expect(reload).toHaveBeenCalledOnce();
    expect(store.getState().alerts).toEqual([]);
  });

  it('warns while offline', () => {
    const { store } = testStore();
    store.dispatch({ type: 'network/offline' });
    expect(store.getState().alerts).toEqual(['offline']);
    store.dispatch({ type: 'network/online' });
    expect(store.getState().alerts).toEqual([]);
  });
});

describe('locale', () => {
  const english = { 'app.title': 'Zorgevaluatie Nederland' } as Messages;

  it('loads a catalogue on demand and remembers the choice', async () => {
    const loadMessages = vi.fn(() => Promise.resolve(english));
    const { store, storage } = testStore({ dependencies: { loadMessages } });
    store.dispatch({ type: 'locale/requested', locale: 'en' });
    expect(store.getState().locale.locale).toBe('nl');
    await settle();
    expect(loadMessages).toHaveBeenCalledWith('en');
    expect(store.getState().locale).toEqual({ locale: 'en', messages: english, pending: null });
    expect(storage.loadLocale()).toBe('en');
  });

  it('keeps the language when a catalogue cannot be loaded', async () => {
    const loadMessages = () => Promise.reject(new Error('chunk failed'));
    const { store } = testStore({ dependencies: { loadMessages } });
    store.dispatch({ type: 'locale/requested', locale: 'en' });
    await settle();
    expect(store.getState().locale.locale).toBe('nl');
    expect(store.getState().locale.pending).toBeNull();
  });

  it('restores the stored language at start', async () => {
    const loadMessages = vi.fn(() => Promise.resolve(english));
    const { store, storage } = testStore({ dependencies: { loadMessages } });
    storage.saveLocale('en');
    store.dispatch({ type: 'app/started' });
    await settle();
    expect(store.getState().locale.locale).toBe('en');
  });

  it('resets breadcrumbs on navigation until the page announces its own', () => {
    const { store } = testStore();
    store.dispatch({ type: 'breadcrumbs/announced', crumbs: [{ label: 'Home', to: '/' }] });
    expect(store.getState().crumbs).toHaveLength(1);
    store.dispatch({ type: 'route/changed', path: '/who' });
    expect(store.getState().crumbs).toEqual([]);
  });
});

describe('page views', () => {
  it('reports public routes once each, never CMS routes, and nothing when analytics is off', () => {
    const sendPageView = vi.fn();
    const { store } = testStore({ dependencies: { sendPageView } });
    for (const path of ['/', '/evaluations', '/evaluations', '/cms', '/cms/users', '/who'])
      store.dispatch({ type: 'route/changed', path });
    expect(sendPageView.mock.calls.map(([path]) => path)).toEqual(['/', '/evaluations', '/who']);

    const off = testStore();
    expect(() => off.store.dispatch({ type: 'route/changed', path: '/' })).not.toThrow();
  });

  it('applies a service-worker update the user accepted', () => {
    const applyUpdate = vi.fn();
    const { store } = testStore({ dependencies: { applyUpdate } });
    store.dispatch({ type: 'pwa/update-accepted' });
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
