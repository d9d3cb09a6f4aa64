// What /v1 answers for a stored bug report: snake_case, the screenshot as the usual file object,
// the reporter as id and name; the delivery lease stays internal.
import { z } from 'zod';
import { type BoardStatus, boardCheckStates } from '../../board/board-status.ts';
import { answerRecord, fileAnswer, jsonValue, recordId, timestamp } from '../shared/answers.ts';
import { type FileRef, iso } from '../shared/presenters.ts';
import type { BugReportReceipt, BugReportRow } from './repository.ts';
import { deliveryStates } from './schema.ts';

export const bugReportAnswer = answerRecord('BugReport', {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  occurred_at: timestamp.nullable(),
  /** As filed (redacted): the stack entries, local storage, recent actions and the browser. */
  stack_trace: jsonValue,
  local_storage: jsonValue,
  actions: jsonValue,
  browser: jsonValue,
  screenshot_id: recordId.nullable(),
  screenshot: fileAnswer.nullable(),
  reporter_id: recordId.nullable(),
  reporter: z.object({ id: recordId, name: z.string() }).nullable(),
  delivery_state: z.enum(deliveryStates),
  attempts: z.number().int(),
  next_attempt_at: timestamp.nullable(),
  last_error: z.string().nullable(),
  pulse_id: z.string().nullable(),
  created_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
});
export type BugReportOut = z.infer<typeof bugReportAnswer>;

/** What filing a report answers: its id and whether it waits for the board. */
export const receiptAnswer = answerRecord('BugReportReceipt', {
  id: z.uuid(),
  delivery_state: z.enum(deliveryStates),
});

export const presentReceipt = (receipt: BugReportReceipt): z.infer<typeof receiptAnswer> => ({
  id: receipt.id,
  delivery_state: receipt.delivery_state,
});

/** JSON columns come back parsed from pg and PGlite alike; a text value is parsed here. */
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The rows as answers, with the screenshots `screenshotsOf` loaded. */
export function presentReports(
  rows: BugReportRow[],
  files: ReadonlyMap<number, FileRef>,
): BugReportOut[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.url,
    occurred_at: iso(row.occurred_at),
    stack_trace: json(row.stack_trace),
    local_storage: json(row.local_storage),
    actions: json(row.actions),
    browser: json(row.browser),
    screenshot_id: row.screenshot_id,
    screenshot: row.screenshot_id === null ? null : (files.get(row.screenshot_id) ?? null),
    reporter_id: row.reporter_id,
    reporter:
      row.reporter_id === null ? null : { id: row.reporter_id, name: row.reporter_name ?? '' },
    delivery_state: row.delivery_state,
    attempts: row.attempts,
    next_attempt_at: row.delivery_state === 'pending' ? iso(row.next_attempt_at) : null,
    last_error: row.last_error,
    pulse_id: row.pulse_id,
    created_at: iso(row.created_at),
    delivered_at: iso(row.delivered_at),
  }));
}

/** The project board's check, as `GET /v1/bug-reports/board-status` answers it. */
export const boardStatusAnswer = answerRecord('BoardStatus', {
  state: z.enum(boardCheckStates),
  board_id: z.string().nullable(),
  group_id: z.string().nullable(),
  board_name: z.string().nullable(),
  group_name: z.string().nullable(),
  checked_at: timestamp.nullable(),
  detail: z.string().nullable(),
});
type BoardStatusOut = z.infer<typeof boardStatusAnswer>;

export function presentBoardStatus(status: BoardStatus): BoardStatusOut {
  return {
    state: status.state,
    board_id: status.boardId,
    group_id: status.groupId,
    board_name: status.boardName,
    group_name: status.groupName,
    checked_at: iso(status.checkedAt),
    detail: status.detail,
  };
}
