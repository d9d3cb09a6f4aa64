// Whether the configured project board can take bug reports (spec section 7, `GET /boards/{id}.json`):
// checked when the gateway starts and shown to admins in the CMS bug-report list. The check never
// holds up the start: it runs in the background with the board calls' own time limit
// (BOARD_TIMEOUT_MS), and until it has an answer the status is `checking`.
//
// Repeated on demand: a read of a status older than RECHECK_AFTER_MS answers the last known
// status at once and checks again in the background, so an admin who reloads the list a minute
// later sees a board that came back (or went away), while nothing polls a board nobody looks at.
// The delivery worker needs no check: it retries each report with its own backoff.
import type { FastifyBaseLogger } from 'fastify';
import { type BoardClient, BoardError, type BoardSettings } from './board-client.ts';

export const boardCheckStates = [
  'not_configured',
  'checking',
  'reachable',
  'unreachable',
  'board_not_found',
  'group_not_found',
  'key_refused',
] as const;
export type BoardCheckState = (typeof boardCheckStates)[number];

export interface BoardStatus {
  state: BoardCheckState;
  boardId: string | null;
  groupId: string | null;
  /** The board's name, when the board answered with it. */
  boardName: string | null;
  /** The group's title on the board, when it is there. */
  groupName: string | null;
  /** When the last check ended; null before the first. */
  checkedAt: Date | null;
  /** Why the board could not be reached (no answer in time, refused connection, its status). */
  detail: string | null;
}

/** A status older than this is checked again when it is read. */
export const RECHECK_AFTER_MS = 60_000;

export interface BoardStatusCheck {
  /** The last known status; starts a check in the background when it is older than a minute. */
  current(): BoardStatus;
  /** Checks now (one check at a time) and answers the outcome. */
  check(): Promise<BoardStatus>;
  /** Aborts a check in flight (the app is closing). */
  stop(): void;
}

interface BoardStatusOptions {
  settings: BoardSettings | undefined;
  client: BoardClient | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** What one `GET /boards/{id}.json` says about the configured board and group. */
export async function checkBoard(
  settings: BoardSettings,
  client: BoardClient,
  signal?: AbortSignal,
): Promise<Omit<BoardStatus, 'checkedAt'>> {
  const base = {
    boardId: settings.boardId,
    groupId: settings.groupId,
    boardName: null,
    groupName: null,
    detail: null,
  };
  try {
    const board = await client.getBoard(signal);
    if (!board) return { ...base, state: 'board_not_found' };
    const group = board.groups.find((candidate) => candidate.id === settings.groupId);
    return {
      ...base,
      state: group ? 'reachable' : 'group_not_found',
      boardName: board.name,
      groupName: group?.title ?? null,
    };
  } catch (error) {
    if (error instanceof BoardError && (error.status === 401 || error.status === 403))
      return { ...base, state: 'key_refused' };
    // The key is never part of a BoardError's message (board-client.ts).
    const detail = error instanceof BoardError ? error.message : 'unexpected failure';
    return { ...base, state: 'unreachable', detail };
  }
}

export function createBoardStatusCheck(options: BoardStatusOptions): BoardStatusCheck {
  const { settings, client, log } = options;
  const now = options.now ?? Date.now;
  const abort = new AbortController();
  let status: BoardStatus = {
    state: settings && client ? 'checking' : 'not_configured',
    boardId: settings?.boardId ?? null,
    groupId: settings?.groupId ?? null,
    boardName: null,
    groupName: null,
    checkedAt: null,
    detail: null,
  };
  let inFlight: Promise<BoardStatus> | undefined;

  const check = (): Promise<BoardStatus> => {
    if (!settings || !client) return Promise.resolve(status);
    inFlight ??= checkBoard(settings, client, abort.signal)
      .then((outcome) => {
        // A check cut short by the app closing says nothing about the board.
        if (abort.signal.aborted) return status;
        status = { ...outcome, checkedAt: new Date(now()) };
        const fields = { boardId: status.boardId, groupId: status.groupId, detail: status.detail };
        if (status.state === 'reachable') log.info(fields, 'project board reachable');
        else log.warn({ ...fields, state: status.state }, 'project board check failed');
        return status;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    current() {
      const stale = status.checkedAt && now() - status.checkedAt.getTime() >= RECHECK_AFTER_MS;
      if (stale && !abort.signal.aborted) void check();
      return status;
    },
    check,
    stop: () => abort.abort(),
  };
}
