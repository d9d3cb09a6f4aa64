// Builds what a report sends besides the reporter's texts: the page, its errors, local storage,
// the last actions (trimmed, so a large payload cannot swell the report) and the browser, with
// every secret redacted. Loaded with the flow (step 2), never in the first load.
import type {
  BugReportInput,
  BugReportStackEntry,
  PageEnvironment,
  PreparedBugReport,
  RecordedAction,
} from '../types.ts';
import { type RedactOptions, redactStorage, redactText, redactValue } from './redact.ts';

export const MAX_REPORT_ACTIONS = 50;
export const MAX_REPORT_ERRORS = 20;
const MAX_TEXT = 500;
const MAX_STACK_TEXT = 8000;
const MAX_ITEMS = 20;
const MAX_KEYS = 30;
const MAX_DEPTH = 5;

/** Local-storage keys left out of the dump (the outbox holds earlier reports, screenshots too). */
export const OWN_STORAGE_PREFIX = 'zorgevaluatie.bugReport.';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** A payload cut to a readable size: long texts, long lists and wide objects are shortened. */
export function trimPayload(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return clip(value, MAX_TEXT);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => trimPayload(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length} items)`] : items;
  }
  const entries = Object.entries(value);
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, MAX_KEYS)) result[key] = trimPayload(item, depth + 1);
  if (entries.length > MAX_KEYS) result['…'] = `${entries.length} keys`;
  return result;
}

/** An action's fields besides its type, as the report carries them. */
function actionPayload(action: { type: string }, options: RedactOptions): unknown {
  const { type: _type, ...rest } = action as Record<string, unknown> & { type: string };
  // An earlier prepared report would nest every action again; it is named, not repeated.
  if (action.type === 'bugReport/prepared') return { report: '…' };
  if (Object.keys(rest).length === 0) return null;
  return trimPayload(redactValue(rest, options));
}

function stackEntry(entry: BugReportStackEntry, options: RedactOptions) {
  return {
    message: clip(redactText(entry.message, options), MAX_TEXT * 4),
    filename: entry.filename === null ? null : redactText(entry.filename, options),
    line: entry.line,
    column: entry.column,
    error: entry.error === null ? null : clip(redactText(entry.error, options), MAX_STACK_TEXT),
  };
}

export interface ReportSources {
  environment: PageEnvironment;
  errors: readonly BugReportStackEntry[];
  actions: readonly RecordedAction[];
  /** The session's token values, removed wherever they occur. */
  secrets: readonly string[];
  now: number;
}

export function buildReport(sources: ReportSources): PreparedBugReport {
  const options: RedactOptions = { secrets: sources.secrets };
  const { environment } = sources;
  const storage = Object.fromEntries(
    Object.entries(environment.localStorage).filter(([key]) => !key.startsWith(OWN_STORAGE_PREFIX)),
  );
  return {
    url: redactText(environment.url, options),
    occurredAt: new Date(sources.now).toISOString(),
    stackTrace: sources.errors.slice(-MAX_REPORT_ERRORS).map((entry) => stackEntry(entry, options)),
    localStorage: redactStorage(storage, options),
    actions: sources.actions.slice(-MAX_REPORT_ACTIONS).map(({ at, action }) => ({
      type: action.type,
      at: new Date(at).toISOString(),
      payload: actionPayload(action, options),
    })),
    browser: {
      userAgent: environment.userAgent,
      language: environment.language,
      viewportWidth: Math.round(environment.viewportWidth),
      viewportHeight: Math.round(environment.viewportHeight),
    },
  };
}

/** The full report: the prepared part, the reporter's texts and the screenshot when there is one. */
export function completeReport(
  prepared: PreparedBugReport,
  texts: { title: string; description: string },
  screenshot: string | null,
): BugReportInput {
  return {
    ...prepared,
    title: texts.title.trim(),
    description: texts.description.trim(),
    ...(screenshot ? { screenshot } : {}),
    // Kept with the report in the outbox: the gateway stores a report sent twice once.
    clientId: prepared.clientId ?? randomUuid(),
  };
}

/** A version-4 UUID; `crypto.randomUUID` exists only on https (and localhost). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
