// The shapes the bug-report flow shares: captured errors, recorded actions, the prepared report,
// and what the store's epics need from the browser (injected, so the flow is tested without one).
import type { BugReportDeliveryState } from '../../gql/graphql.ts';

/** One uncaught page error or unhandled rejection, as the report's stack trace lists it. */
export interface BugReportStackEntry {
  message: string;
  filename: string | null;
  line: number | null;
  column: number | null;
  /** The error itself as text: its stack when it had one. */
  error: string | null;
}

/** An action of the stream as the ring buffer keeps it (epoch milliseconds). */
export interface RecordedAction {
  at: number;
  action: { type: string };
}

/** A recorded action as the report sends it (secrets redacted, ISO time). */
export interface BugReportAction {
  type: string;
  at: string;
  payload: unknown;
}

/**
 * A report as the browser sends it (`POST /v1/bug-reports`, in snake_case there); the fields of
 * schema/bug-reports.graphql's CreateBugReportInput.
 */
export interface BugReportInput {
  title: string;
  description: string;
  url: string;
  occurredAt: string;
  stackTrace: BugReportStackEntry[];
  localStorage: Record<string, unknown>;
  actions: BugReportAction[];
  browser: {
    userAgent: string;
    language?: string | null;
    viewportWidth: number;
    viewportHeight: number;
  };
  /** A PNG or JPEG `data:` URL. */
  screenshot?: string | null;
  /** The report's own id, so the gateway stores it once however often it is sent. */
  clientId?: string | null;
}

/** Everything a report carries except what the reporter types and the screenshot. */
export type PreparedBugReport = Omit<BugReportInput, 'title' | 'description' | 'screenshot'>;

export type { BugReportDeliveryState };

/** What the page looks like from the report's point of view, read when the report is prepared. */
export interface PageEnvironment {
  url: string;
  userAgent: string;
  language: string | null;
  viewportWidth: number;
  viewportHeight: number;
  /** Every local-storage entry as stored (redacted when the report is built). */
  localStorage: Record<string, string>;
}

/** How sending went: the gateway's receipt, or why not and whether trying later may help. */
export type SendResult =
  | { ok: true; id: string; deliveryState: BugReportDeliveryState }
  | { ok: false; retryable: boolean; reason: string };

/** A report that could not be sent yet, kept in local storage. */
export interface OutboxEntry {
  id: string;
  savedAt: number;
  input: BugReportInput;
}

export interface BugReportOutbox {
  list(): OutboxEntry[];
  /** Keeps a report: its entry id, or null when even without its screenshot it does not fit. */
  add(input: BugReportInput, now: number): string | null;
  remove(id: string): void;
}

/** The last actions of the stream, oldest first. */
export interface ActionLog {
  record(action: { type: string }, at: number): void;
  entries(): RecordedAction[];
}

/** What the bug-report epics get from the outside world (StoreDependencies.bugReport). */
export interface BugReportDependencies {
  actionLog: ActionLog;
  environment(): PageEnvironment;
  /** A JPEG data URL of the page (without the dialog); rejects when it cannot be taken. */
  takeScreenshot(): Promise<string>;
  send(input: BugReportInput): Promise<SendResult>;
  outbox: BugReportOutbox;
  /** Where failures are logged (the spec: a failed creation is only logged). */
  log(message: string, detail?: unknown): void;
}

declare module '../../store/actions.ts' {
  interface DialogPayloads {
    /** The flow itself lives in the `bugReport` slice; the dialog only shows it. */
    bugReport: undefined;
  }
}

declare module '../../store/dependencies.ts' {
  interface FeatureDependencies {
    /** The flow's browser side (action log, screenshot, sender, outbox); off when absent. */
    bugReport?: BugReportDependencies;
  }
}
