// Every transition of the bug-report flow through the real store and epics: opening queues the
// dialog and takes the screenshot, Next only with valid texts, Back, Create only from step 2 with
// the report ready, and no step can be reached by jumping forward.
import { describe, expect, it, vi } from 'vitest';
import { bugReportStore, environment, toOverview } from '../../../test-support/bug-report-epics.ts';
import { settle } from '../../../test-support/store.ts';
import { selectBarErrorCount } from '../state/bug-report-state.ts';

const entry = (message: string) => ({
  message,
  filename: null,
  line: null,
  column: null,
  error: null,
});

describe('errors and the bar', () => {
  it('counts captured errors, keeps the last 20, hides on dismiss until the next error', () => {
    const { store } = bugReportStore();
    for (let index = 0; index < 22; index += 1) {
      store.dispatch({ type: 'bugReport/error-captured', entry: entry(`e${index}`) });
    }
    expect(store.getState().bugReport.errors).toHaveLength(20);
    expect(store.getState().bugReport.errors[0]?.message).toBe('e2');
    expect(selectBarErrorCount(store.getState())).toBe(22);
    store.dispatch({ type: 'bugReport/bar-dismissed' });
    expect(selectBarErrorCount(store.getState())).toBe(0);
    store.dispatch({ type: 'bugReport/error-captured', entry: entry('again') });
    expect(selectBarErrorCount(store.getState())).toBe(23);
  });
});

describe('opening', () => {
  it('queues the dialog, then starts the screenshot, and records the dialog id, at step 1', async () => {
    const order: string[] = [];
    const { store, flow, types } = bugReportStore({
      takeScreenshot: () => {
        order.push('screenshot');
        return Promise.resolve('data:image/jpeg;base64,AAAA');
      },
    });
    store.action$.subscribe((action) => {
      if (action.type === 'dialog/opened') order.push('dialog');
    });
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    await settle();
    expect(order).toEqual(['dialog', 'screenshot']);
    const dialog = store.getState().dialogs[0];
    expect(dialog).toMatchObject({ kind: 'bugReport', title: 'Bug melden' });
    expect(flow()).toMatchObject({
      step: 1,
      dialogId: dialog?.id,
      screenshot: { status: 'taken', dataUrl: 'data:image/jpeg;base64,AAAA' },
    });
    expect(types()).toContain('bugReport/screenshot-taken');
  });

  it('goes on without a screenshot when it cannot be taken, and logs it', async () => {
    const { store, flow, logged } = bugReportStore({
      takeScreenshot: () => Promise.reject(new Error('tainted canvas')),
    });
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    await settle();
    expect(flow()).toMatchObject({ step: 1, screenshot: { status: 'failed' } });
    expect(logged).toEqual(['Bug report: the screenshot could not be taken']);
  });

  it('opens one dialog when asked twice', async () => {
    const { store } = bugReportStore();
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    await settle();
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    await settle();
    expect(store.getState().dialogs).toHaveLength(1);
  });

  it('ends the flow when its dialog is closed', async () => {
    const { store, flow } = bugReportStore();
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    await settle();
    store.dispatch({ type: 'dialog/closed', id: flow()?.dialogId ?? -1, result: 'dismiss' });
    expect(flow()).toBeNull();
    expect(store.getState().dialogs).toEqual([]);
  });
});

describe('step 1 -> 2 -> 1', () => {
  it('Next needs a title and a description', async () => {
    const { store, flow } = bugReportStore();
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    store.dispatch({ type: 'bugReport/step-next', title: '  ', description: 'iets' });
    store.dispatch({ type: 'bugReport/step-next', title: 'Kapot', description: '' });
    store.dispatch({ type: 'bugReport/step-next', title: 'x'.repeat(251), description: 'iets' });
    await settle();
    expect(flow()?.step).toBe(1);
  });

  it('Next goes to step 2 with the report built from the page, its errors and actions', async () => {
    const { store, flow } = bugReportStore();
    store.dispatch({
      type: 'session/signed-in',
      tokens: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1 },
    });
    store.dispatch({ type: 'route/changed', path: '/evaluations' });
    store.dispatch({ type: 'bugReport/error-captured', entry: entry('boom') });
    await toOverview(store);
    const current = flow();
    expect(current).toMatchObject({ step: 2, title: 'Kapot', description: 'Het ging mis' });
    expect(current?.report).toMatchObject({
      url: environment.url,
      stackTrace: [{ message: 'boom' }],
      browser: { userAgent: environment.userAgent, viewportWidth: 1280, viewportHeight: 720 },
      localStorage: { 'zorgevaluatie.locale': 'nl', 'zorgevaluatie.access_token': '[redacted]' },
    });
    const types = current?.report?.actions.map((action) => action.type);
    expect(types).toEqual(
      expect.arrayContaining(['session/signed-in', 'route/changed', 'bugReport/step-next']),
    );
    expect(JSON.stringify(current?.report)).not.toContain('access-1');
    expect(JSON.stringify(current?.report)).not.toContain('refresh-1');
  });

  it('Back returns to step 1 with the texts kept; Back on step 1 does nothing', async () => {
    const { store, flow } = bugReportStore();
    await toOverview(store);
    store.dispatch({ type: 'bugReport/step-back' });
    expect(flow()).toMatchObject({ step: 1, title: 'Kapot', description: 'Het ging mis' });
    store.dispatch({ type: 'bugReport/step-back' });
    expect(flow()?.step).toBe(1);
  });
});

describe('no step is reached by jumping forward', () => {
  it('Create on step 1 neither moves nor sends', async () => {
    const { store, flow, sent } = bugReportStore();
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    store.dispatch({ type: 'bugReport/submitted' });
    await settle();
    expect(flow()?.step).toBe(1);
    expect(sent).toEqual([]);
  });

  it('Next on step 2 stays on step 2', async () => {
    const { store, flow } = bugReportStore();
    await toOverview(store);
    store.dispatch({ type: 'bugReport/step-next', title: 'Ander', description: 'Anders' });
    expect(flow()).toMatchObject({ step: 2, title: 'Kapot' });
  });

  it('Create waits for the report of step 2', async () => {
    const { store, flow, sent } = bugReportStore();
    store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
    store.dispatch({ type: 'bugReport/step-next', title: 'Kapot', description: 'Het ging mis' });
    // Before the report is prepared (its module is still loading).
    store.dispatch({ type: 'bugReport/submitted' });
    expect(flow()?.step).toBe(2);
    await vi.waitFor(() => expect(flow()?.report).not.toBeNull());
    expect(sent).toEqual([]);
  });

  it('a flow without a dialog (closed) ignores every step action', () => {
    const { store, flow } = bugReportStore();
    store.dispatch({ type: 'bugReport/step-next', title: 'Kapot', description: 'Het ging mis' });
    store.dispatch({ type: 'bugReport/submitted' });
    expect(flow()).toBeNull();
  });
});

describe('the action log', () => {
  it('records every action with its time, the last 50', () => {
    const { store, dependencies } = bugReportStore();
    for (let index = 0; index < 60; index += 1)
      store.dispatch({ type: 'route/changed', path: `/${index}` });
    const entries = dependencies.actionLog.entries();
    expect(entries).toHaveLength(50);
    expect(entries.at(-1)).toMatchObject({ action: { type: 'route/changed', path: '/59' } });
    expect(entries[0]?.at).toBeTypeOf('number');
  });
});
