// Fake browser side for the bug-report epics: a real action log and outbox on memory storage,
// a screenshot and a sender the test controls, and the log lines written.
import { expect, vi } from 'vitest';
import { createActionLog } from '../features/bug-report/action-log.ts';
import { createOutbox } from '../features/bug-report/outbox/outbox.ts';
import type {
  BugReportDependencies,
  BugReportInput,
  PageEnvironment,
  SendResult,
} from '../features/bug-report/types.ts';
import { testStore } from './store.ts';

export const environment: PageEnvironment = {
  url: 'https://zorg.test/evaluations?q=hart',
  userAgent: 'Mozilla/5.0 Test',
  language: 'nl-NL',
  viewportWidth: 1280,
  viewportHeight: 720,
  localStorage: { 'zorgevaluatie.locale': 'nl', 'zorgevaluatie.access_token': 'access-1' },
};

/** Memory-backed Storage (jsdom's localStorage is shared between tests). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

export function fakeBugReport(
  overrides: Partial<BugReportDependencies> = {},
  storage: Storage = memoryStorage(),
) {
  const sent: BugReportInput[] = [];
  const logged: string[] = [];
  const answers: (SendResult | Error)[] = [];
  const dependencies: BugReportDependencies = {
    actionLog: createActionLog(),
    environment: () => environment,
    takeScreenshot: () => Promise.resolve('data:image/jpeg;base64,AAAA'),
    send: vi.fn(async (input: BugReportInput) => {
      sent.push(input);
      const answer = answers.shift() ?? {
        ok: true,
        id: String(sent.length),
        deliveryState: 'PENDING',
      };
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    outbox: createOutbox(storage),
    log: (message) => logged.push(message),
    ...overrides,
  };
  return {
    dependencies,
    sent,
    logged,
    storage,
    /** The next answers of the sender, in order (then: created, PENDING). */
    answer: (...next: (SendResult | Error)[]) => answers.push(...next),
  };
}

/** A store with every epic and the fake browser side; `flow()` is the slice's flow. */
export function bugReportStore(overrides: Partial<BugReportDependencies> = {}, storage?: Storage) {
  const fake = fakeBugReport(overrides, storage);
  const test = testStore({ dependencies: { bugReport: fake.dependencies } });
  return {
    ...fake,
    ...test,
    flow: () => test.store.getState().bugReport.flow,
  };
}

/** Opens the flow, fills step 1 and waits for step 2's report. */
export async function toOverview(store: ReturnType<typeof bugReportStore>['store']) {
  store.dispatch({ type: 'bugReport/opened', title: 'Bug melden' });
  store.dispatch({ type: 'bugReport/step-next', title: 'Kapot', description: 'Het ging mis' });
  await vi.waitFor(() => expect(store.getState().bugReport.flow?.report).not.toBeNull());
}
