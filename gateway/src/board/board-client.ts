// The project-board service (spec section 7): create a pulse on a board, read one back, list a
// board's pulses, read the board itself (its name and groups). Every call carries the API key as a bearer token and has its own time limit; the
// key is never logged and never part of an error message.
import { request } from 'undici';
import type { Config } from '../config.ts';

export interface BoardSettings {
  url: string;
  apiKey: string | undefined;
  boardId: string;
  groupId: string;
  userId: string | undefined;
  timeoutMs: number;
}

/** The board settings, or undefined when the URL, board id or group id is missing. */
export function boardSettings(config: Config): BoardSettings | undefined {
  if (!config.BOARD_API_URL || !config.BOARD_ID || !config.BOARD_GROUP_ID) return undefined;
  return {
    url: config.BOARD_API_URL.replace(/\/$/, ''),
    apiKey: config.BOARD_API_KEY,
    boardId: config.BOARD_ID,
    groupId: config.BOARD_GROUP_ID,
    userId: config.BOARD_USER_ID,
    timeoutMs: config.BOARD_TIMEOUT_MS,
  };
}

export interface Pulse {
  id: string;
  name?: string;
  board_id?: string | number;
  group_id?: string | number;
  idempotency_key?: string;
}

/** A board as `GET /boards/{id}.json` describes it. */
export interface BoardInfo {
  id: string;
  name: string;
  groups: { id: string; title: string }[];
}

/**
 * A failed board call. `sent` says whether the request may have reached the board (it was sent
 * and no answer proved otherwise), so a retry must look for the pulse before creating it again.
 * `status` is the board's HTTP status when it answered (none when it could not be reached).
 */
export class BoardError extends Error {
  override name = 'BoardError';
  readonly sent: boolean;
  readonly status: number | undefined;
  constructor(message: string, sent: boolean, status?: number) {
    super(message);
    this.sent = sent;
    this.status = status;
  }
}

export interface NewPulse {
  idempotencyKey: string;
  name: string;
  text: string;
}

export interface BoardClient {
  createPulse(pulse: NewPulse, signal?: AbortSignal): Promise<Pulse>;
  /** The pulse, or undefined when the board does not know it (404). */
  getPulse(id: string, signal?: AbortSignal): Promise<Pulse | undefined>;
  /** The board's pulse made with this idempotency key, when the board tells. */
  findPulse(idempotencyKey: string, signal?: AbortSignal): Promise<Pulse | undefined>;
  /** The configured board with its groups, or undefined when the board does not know it (404). */
  getBoard(signal?: AbortSignal): Promise<BoardInfo | undefined>;
}

/** Ids that are numbers on the board travel as numbers. */
const idValue = (value: string): string | number =>
  /^\d{1,15}$/.test(value) ? Number(value) : value;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

function boardOf(value: unknown): BoardInfo | undefined {
  const candidate =
    typeof value === 'object' && value !== null && 'board' in value
      ? (value as { board: unknown }).board
      : value;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { id, name, groups } = candidate as { id?: unknown; name?: unknown; groups?: unknown };
  if (text(id) === undefined) return undefined;
  return {
    id: String(id),
    name: text(name) ?? String(id),
    groups: (Array.isArray(groups) ? groups : []).flatMap((group: unknown) => {
      const { id: groupId, title } = (group ?? {}) as { id?: unknown; title?: unknown };
      const idText = text(groupId);
      return idText === undefined ? [] : [{ id: idText, title: text(title) ?? idText }];
    }),
  };
}

function pulseOf(value: unknown): Pulse | undefined {
  const candidate =
    typeof value === 'object' && value !== null && 'pulse' in value
      ? (value as { pulse: unknown }).pulse
      : value;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const id = (candidate as { id?: unknown }).id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  return { ...(candidate as Omit<Pulse, 'id'>), id: String(id) };
}

export function createBoardClient(settings: BoardSettings): BoardClient {
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string; signal?: AbortSignal } = {},
  ): Promise<{ status: number; body: unknown }> => {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let sent = false;
    try {
      const response = await request(`${settings.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
      sent = true;
      const text = await response.body.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, body };
    } catch (error) {
      // Once a POST left this process, only an answer tells whether the board acted on it.
      const mayHaveReached = method === 'POST' || sent;
      if (timeout.aborted)
        throw new BoardError(`no answer within ${settings.timeoutMs} ms`, mayHaveReached);
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? code : (error as Error).name;
      throw new BoardError(`board unreachable (${reason})`, mayHaveReached);
    }
  };

  const failed = (what: string, status: number, method: 'GET' | 'POST') =>
    // A 5xx may come after the board acted; a 4xx means it refused the request.
    new BoardError(`${what}: board answered ${status}`, method === 'POST' && status >= 500, status);

  return {
    async createPulse(pulse, signal) {
      const body: Record<string, unknown> = {
        group_id: idValue(settings.groupId),
        pulse: { name: pulse.name },
        update: { text: pulse.text },
      };
      if (settings.userId) body.user_id = idValue(settings.userId);
      const path = `/boards/${encodeURIComponent(settings.boardId)}/pulses.json`;
      const response = await call('POST', path, {
        body,
        idempotencyKey: pulse.idempotencyKey,
        signal,
      });
      if (response.status < 200 || response.status >= 300)
        throw failed('creating the pulse', response.status, 'POST');
      const created = pulseOf(response.body);
      if (!created) throw new BoardError('creating the pulse: answer without a pulse id', true);
      return created;
    },
    async getPulse(id, signal) {
      const response = await call('GET', `/pulses/${encodeURIComponent(id)}.json`, { signal });
      if (response.status === 404) return undefined;
      if (response.status !== 200) throw failed('reading the pulse', response.status, 'GET');
      return pulseOf(response.body);
    },
    async findPulse(idempotencyKey, signal) {
      const query = new URLSearchParams({ board_id: settings.boardId });
      const response = await call('GET', `/pulses.json?${query}`, { signal });
      if (response.status !== 200) throw failed('listing pulses', response.status, 'GET');
      const body = response.body as { pulses?: unknown } | unknown[] | undefined;
      const list = Array.isArray(body) ? body : Array.isArray(body?.pulses) ? body.pulses : [];
      return list
        .map(pulseOf)
        .find((pulse) => pulse !== undefined && pulse.idempotency_key === idempotencyKey);
    },
    async getBoard(signal) {
      const response = await call('GET', `/boards/${encodeURIComponent(settings.boardId)}.json`, {
        signal,
      });
      if (response.status === 404) return undefined;
      if (response.status !== 200) throw failed('reading the board', response.status, 'GET');
      const board = boardOf(response.body);
      if (!board) throw new BoardError('reading the board: answer without a board', true, 200);
      return board;
    },
  };
}
