// The request schemas of /v1/bug-reports: a new report (with its limits) and the list protocol.
import { z } from 'zod';
import { dateTime, oneOrMany, required } from '../shared/rules.ts';

export const deliveryStates = ['pending', 'delivered', 'not_configured'] as const;

/** Largest JSON text of one action payload and of one local-storage value (about 20 kB). */
export const MAX_ENTRY_CHARS = 20_000;
/** Largest decoded screenshot. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
/** The create route's body limit: a 5 MB screenshot is about 6.7 MB as base64, plus the rest. */
export const CREATE_BODY_LIMIT = 8 * 1024 * 1024;

const optionalString = (max: number) => z.string().max(max).nullish();
const position = z.number().int().min(0).max(100_000_000).nullish();

/** A JSON value whose text is at most `max` characters (the issue reads "At most ... characters"). */
const boundedJson = (max: number) =>
  z.unknown().superRefine((value, context) => {
    if (value === undefined) return;
    if ((JSON.stringify(value)?.length ?? 0) > max)
      context.addIssue({ code: 'too_big', origin: 'string', maximum: max, input: value });
  });

const stackEntry = z.strictObject({
  message: z.string().max(2000),
  filename: optionalString(2000),
  line: position,
  column: position,
  error: optionalString(20_000),
});

const action = z.strictObject({
  type: z.string().trim().min(1).max(200),
  at: dateTime,
  payload: boundedJson(MAX_ENTRY_CHARS).optional(),
});

const browser = z.strictObject({
  user_agent: z.string().max(1000),
  language: optionalString(50),
  viewport_width: z.number().int().min(0).max(100_000),
  viewport_height: z.number().int().min(0).max(100_000),
});

const localStorage = z
  .record(z.string().max(500), z.string().max(MAX_ENTRY_CHARS))
  .superRefine((entries, context) => {
    if (Object.keys(entries).length > 100)
      context.addIssue({ code: 'too_big', origin: 'array', maximum: 100, input: entries });
  });

export const createBugReportBody = z.strictObject({
  title: required(250),
  description: required(10_000),
  url: z.string().trim().max(2000),
  occurred_at: dateTime,
  stack_trace: z.array(stackEntry).max(20).default([]),
  local_storage: localStorage.default({}),
  actions: z.array(action).max(50).default([]),
  browser,
  // Checked after validation: its size (413) and its content (415), like uploads.
  screenshot: z.string().nullish(),
  // The client's id of the report: the same report sent again is stored once.
  client_id: z.uuid().optional(),
});

export type CreateBugReportBody = z.infer<typeof createBugReportBody>;

export const bugReportFilters = {
  search: z.string().trim().max(200),
  delivery_state: oneOrMany(z.enum(deliveryStates)),
};

export const bugReportSorts = ['created_at', 'title', 'attempts'] as const;
export type BugReportSort = (typeof bugReportSorts)[number];
