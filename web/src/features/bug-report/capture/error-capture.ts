// Records uncaught page errors and unhandled rejections from the first moment of the page: kept
// here until the store is connected, then each one is dispatched as `bugReport/error-captured`.
// Part of the first load, so it stays tiny: no redaction or formatting beyond plain text.
import type { BugReportStackEntry } from '../types.ts';

/** At most this many entries are kept (the store keeps the same number). */
export const MAX_STACK_ENTRIES = 20;

type Dispatch = (action: { type: 'bugReport/error-captured'; entry: BugReportStackEntry }) => void;

export interface ErrorCapture {
  /** Sends every entry recorded so far, and each later one, to the store. */
  connect(dispatch: Dispatch): void;
  /** Removes the listeners. */
  uninstall(): void;
}

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (value instanceof Error) return value.stack || `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

export function entryFromError(event: ErrorEvent): BugReportStackEntry {
  return {
    message: event.message || (event.error instanceof Error ? event.error.message : 'Error'),
    filename: event.filename || null,
    line: numberOrNull(event.lineno),
    column: numberOrNull(event.colno),
    error: text(event.error),
  };
}

export function entryFromRejection(event: PromiseRejectionEvent): BugReportStackEntry {
  const reason: unknown = event.reason;
  const message =
    reason instanceof Error ? reason.message : (text(reason) ?? 'Unhandled rejection');
  return {
    message: `Unhandled rejection: ${message}`,
    filename: null,
    line: null,
    column: null,
    error: text(reason),
  };
}

export function installErrorCapture(target: Window = window): ErrorCapture {
  let pending: BugReportStackEntry[] = [];
  let dispatch: Dispatch | null = null;
  const record = (entry: BugReportStackEntry) => {
    if (dispatch) {
      dispatch({ type: 'bugReport/error-captured', entry });
      return;
    }
    pending.push(entry);
    if (pending.length > MAX_STACK_ENTRIES) pending = pending.slice(-MAX_STACK_ENTRIES);
  };
  const onError = (event: Event) => {
    // A resource that failed to load (an <img>) also fires `error`, but is no script error.
    if (event instanceof ErrorEvent) record(entryFromError(event));
  };
  const onRejection = (event: Event) => record(entryFromRejection(event as PromiseRejectionEvent));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    connect(next) {
      dispatch = next;
      const recorded = pending;
      pending = [];
      for (const entry of recorded) next({ type: 'bugReport/error-captured', entry });
    },
    uninstall() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
