// What /v1 answers for a stored bug report: snake_case, the screenshot as the usual file object,
// the reporter as id and name; the delivery lease stays internal.
import type { BoardStatus } from '../../board/board-status.ts';
import { type FileRef, iso } from '../shared/presenters.ts';
import type { BugReportRow } from './repository.ts';

export interface BugReportOut {
  id: string;
  title: string;
  description: string;
  url: string;
  occurred_at: string | null;
  stack_trace: unknown;
  local_storage: unknown;
  actions: unknown;
  browser: unknown;
  screenshot_id: number | null;
  screenshot: FileRef | null;
  reporter_id: number | null;
  reporter: { id: number; name: string } | null;
  delivery_state: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  pulse_id: string | null;
  created_at: string | null;
  delivered_at: string | null;
}

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
export interface BoardStatusOut {
  state: BoardStatus['state'];
  board_id: string | null;
  group_id: string | null;
  board_name: string | null;
  group_name: string | null;
  checked_at: string | null;
  detail: string | null;
}

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
