// The bug-report flow's dependencies in the browser. Part of the first load, so the heavy parts
// (screenshot library, Apollo sender) are imported only when a report is made or resent.
import { createActionLog } from './action-log.ts';
import { createOutbox } from './outbox/outbox.ts';
import type { BugReportDependencies, PageEnvironment } from './types.ts';

function readStorage(): Record<string, string> {
  const entries: Record<string, string> = {};
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) entries[key] = storage.getItem(key) ?? '';
    }
  } catch {
    // Storage not available (private mode, blocked): the report says so by being empty.
  }
  return entries;
}

export function readPageEnvironment(): PageEnvironment {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    language: navigator.language || null,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    localStorage: readStorage(),
  };
}

/**
 * Resolves when the browser is idle (or after `timeout` ms at the latest), so the dialog's chunks
 * load and draw before the screenshot's long work on the main thread starts.
 */
function whenIdle(timeout = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout });
    } else {
      setTimeout(resolve, 200);
    }
  });
}

export function createBugReportDependencies(): BugReportDependencies {
  return {
    actionLog: createActionLog(),
    environment: readPageEnvironment,
    takeScreenshot: async () => {
      const { takeScreenshot } = await import('./screenshot/take-screenshot.ts');
      await whenIdle();
      return takeScreenshot();
    },
    send: (input) =>
      import('./send/send-report.ts').then(({ sendBugReport }) => sendBugReport(input)),
    outbox: createOutbox(),
    log: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  };
}
