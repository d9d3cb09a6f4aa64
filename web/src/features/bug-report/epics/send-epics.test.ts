// Sending from step 3: the gateway's answer (created, or stored without a board configured), a
// failure kept in the outbox (never lost) and resent when the app starts or comes back online, a
// refusal only logged, and a screenshot still being taken waited for.
import { describe, expect, it, vi } from 'vitest';
import {
  bugReportStore,
  memoryStorage,
  toOverview,
} from '../../../test-support/bug-report-epics.ts';
import { settle } from '../../../test-support/store.ts';
import { OUTBOX_KEY } from '../outbox/outbox.ts';

const screenshot = 'data:image/jpeg;base64,AAAA';

describe('sending', () => {
  it('sends the report with the texts and the screenshot; PENDING ends as created', async () => {
    const test = bugReportStore();
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    expect(test.flow()).toMatchObject({ step: 3, delivery: 'sending' });
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('created'));
    expect(test.sent).toHaveLength(1);
    expect(test.sent[0]).toMatchObject({
      title: 'Kapot',
      description: 'Het ging mis',
      screenshot,
      url: 'https://zorg.test/evaluations?q=hart',
    });
    expect(test.types()).toContain('bugReport/sent');
  });

  it('NOT_CONFIGURED ends as the noIdSet warning state', async () => {
    const test = bugReportStore();
    test.answer({ ok: true, id: '9', deliveryState: 'NOT_CONFIGURED' });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('notConfigured'));
  });

  it('a failed send is logged and kept in the outbox; step 3 says it is queued', async () => {
    const storage = memoryStorage();
    const test = bugReportStore({}, storage);
    test.answer({ ok: false, retryable: true, reason: 'no response' });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('queued'));
    expect(test.logged).toEqual(['Bug report could not be sent: no response']);
    const kept = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    expect(kept).toHaveLength(1);
    expect(kept[0].input).toMatchObject({ title: 'Kapot', screenshot });
  });

  it('a sender that throws (its chunk did not load) counts as a failure to retry', async () => {
    const test = bugReportStore();
    test.answer(new Error('Failed to fetch dynamically imported module'));
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('queued'));
    expect(test.dependencies.outbox.list()).toHaveLength(1);
  });

  it('a refusal is logged, not kept', async () => {
    const test = bugReportStore();
    test.answer({ ok: false, retryable: false, reason: '422 Unprocessable Content' });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('refused'));
    expect(test.dependencies.outbox.list()).toEqual([]);
    expect(test.logged).toEqual(['Bug report could not be sent: 422 Unprocessable Content']);
  });

  it('waits for a screenshot still being taken, then sends it along', async () => {
    let resolve: (dataUrl: string) => void = () => undefined;
    const test = bugReportStore({
      takeScreenshot: () => new Promise<string>((done) => (resolve = done)),
    });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await settle();
    expect(test.sent).toEqual([]);
    resolve('data:image/jpeg;base64,LATE');
    await vi.waitFor(() => expect(test.sent).toHaveLength(1));
    expect(test.sent[0]?.screenshot).toBe('data:image/jpeg;base64,LATE');
  });

  it('keeps the report in the outbox while it is sent, so a page left meanwhile loses none', async () => {
    let resolve: (dataUrl: string) => void = () => undefined;
    const test = bugReportStore({
      takeScreenshot: () => new Promise<string>((done) => (resolve = done)),
    });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.dependencies.outbox.list()).toHaveLength(1));
    const [ahead] = test.dependencies.outbox.list();
    expect(ahead?.input).toMatchObject({ title: 'Kapot', clientId: expect.any(String) });
    expect(test.sent).toEqual([]);
    resolve('data:image/jpeg;base64,LATE');
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('created'));
    // The copy sent carries the same client id, and the kept copy is gone once it arrived.
    expect(test.sent[0]?.clientId).toBe(ahead?.input.clientId);
    expect(test.dependencies.outbox.list()).toEqual([]);
  });

  it('sends without a screenshot when it failed', async () => {
    const test = bugReportStore({ takeScreenshot: () => Promise.reject(new Error('no')) });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.sent).toHaveLength(1));
    expect(test.sent[0]).not.toHaveProperty('screenshot');
  });

  it('keeps sending when the dialog is closed during step 3', async () => {
    const test = bugReportStore();
    test.answer({ ok: false, retryable: true, reason: 'no response' });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    test.store.dispatch({
      type: 'dialog/closed',
      id: test.flow()?.dialogId ?? -1,
      result: 'dismiss',
    });
    await vi.waitFor(() => expect(test.dependencies.outbox.list()).toHaveLength(1));
    expect(test.flow()).toBeNull();
  });
});

describe('the outbox', () => {
  async function keepOne(storage: Storage) {
    const test = bugReportStore({}, storage);
    test.answer({ ok: false, retryable: true, reason: 'no response' });
    await toOverview(test.store);
    test.store.dispatch({ type: 'bugReport/submitted' });
    await vi.waitFor(() => expect(test.flow()?.delivery).toBe('queued'));
    test.store.dispose();
  }

  it('is resent when the app starts (a new page load) and emptied', async () => {
    const storage = memoryStorage();
    await keepOne(storage);
    const next = bugReportStore({}, storage);
    next.store.dispatch({ type: 'app/started' });
    await vi.waitFor(() => expect(next.types()).toContain('bugReport/outbox-sent'));
    expect(next.sent.map((input) => input.title)).toEqual(['Kapot']);
    expect(next.actions.find((action) => action.type === 'bugReport/outbox-sent')).toEqual({
      type: 'bugReport/outbox-sent',
      sent: 1,
      remaining: 0,
    });
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('is resent when the connection is back, and kept while it still fails', async () => {
    const storage = memoryStorage();
    await keepOne(storage);
    const next = bugReportStore({}, storage);
    next.answer({ ok: false, retryable: true, reason: 'no response' });
    next.store.dispatch({ type: 'network/online' });
    await vi.waitFor(() => expect(next.types()).toContain('bugReport/outbox-sent'));
    expect(next.dependencies.outbox.list()).toHaveLength(1);
    next.store.dispatch({ type: 'network/online' });
    await vi.waitFor(() => expect(next.dependencies.outbox.list()).toHaveLength(0));
    expect(next.sent).toHaveLength(2);
  });

  it('sends each kept report once when "online" comes twice during a pass', async () => {
    const storage = memoryStorage();
    await keepOne(storage);
    const next = bugReportStore({}, storage);
    next.store.dispatch({ type: 'network/online' });
    next.store.dispatch({ type: 'network/online' });
    next.store.dispatch({ type: 'app/started' });
    await vi.waitFor(() => expect(next.types()).toContain('bugReport/outbox-sent'));
    await settle();
    expect(next.sent).toHaveLength(1);
  });

  it('does nothing on start when empty', async () => {
    const next = bugReportStore();
    next.store.dispatch({ type: 'app/started' });
    await settle();
    expect(next.sent).toEqual([]);
    expect(next.types()).not.toContain('bugReport/outbox-sent');
  });
});
