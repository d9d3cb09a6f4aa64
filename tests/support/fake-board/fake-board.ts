// A fake project-board service for tests: the spec's four endpoints (GET /pulses.json,
// GET /pulses/{id}.json, POST /boards/{board_id}/pulses.json, GET /boards/{id}.json: the boards it
// is given, with their groups; 404 for any other id), the bearer key checked, pulses deduplicated by Idempotency-Key (plus GET /healthz, GET /__pulses and
// POST /__mode?mode=... for tests in other processes), and modes that make it fail the ways a real
// service does: down (503), slow (answers late), drop-response (makes the pulse, then hangs up).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBoardMode = 'ok' | 'down' | 'slow' | 'drop-response';

export interface FakePulse {
  id: number;
  name: string;
  board_id: string;
  group_id: string;
  user_id: string | number | null;
  update_text: string;
  idempotency_key: string | null;
  created_at: string;
}

export interface FakeBoardRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface FakeBoard {
  url: string;
  port: number;
  pulses(): FakePulse[];
  requests(): FakeBoardRequest[];
  setMode(mode: FakeBoardMode): void;
  close(): Promise<void>;
}

/** A board `GET /boards/{id}.json` describes: its name and groups. */
export interface FakeBoardInfo {
  id: string;
  name: string;
  groups: { id: string; title: string }[];
}

export interface FakeBoardOptions {
  /** The boards it knows (`GET /boards/{id}.json`); default none, so every board id is 404. */
  boards?: FakeBoardInfo[];
  port?: number;
  host?: string;
  /** The API key callers must send as `Authorization: Bearer <key>`; default 'test-board-key'. */
  key?: string;
  /** How long 'slow' waits before answering; default 5000 ms. */
  slowMs?: number;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const present = (pulse: FakePulse) => ({
  id: pulse.id,
  name: pulse.name,
  board_id: pulse.board_id,
  group_id: pulse.group_id,
  created_at: pulse.created_at,
  idempotency_key: pulse.idempotency_key,
});

function readBody(request: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}

export async function startFakeBoard(options: FakeBoardOptions = {}): Promise<FakeBoard> {
  const key = options.key ?? 'test-board-key';
  const slowMs = options.slowMs ?? 5_000;
  const pulses: FakePulse[] = [];
  const requests: FakeBoardRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let mode: FakeBoardMode = 'ok';
  let nextId = 1001;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://board.local');
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/healthz') return json(response, 200, { ok: true });
    // Test hooks for out-of-process users (the e2e suite): what arrived, and the failure mode.
    if (method === 'GET' && url.pathname === '/__pulses') return json(response, 200, { pulses });
    if (method === 'POST' && url.pathname === '/__mode') {
      const wanted = url.searchParams.get('mode');
      if (wanted === 'ok' || wanted === 'down' || wanted === 'slow' || wanted === 'drop-response')
        mode = wanted;
      return json(response, 200, { mode });
    }
    const body = method === 'POST' ? await readBody(request) : undefined;
    const idempotency = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(idempotency) ? idempotency[0] : idempotency;
    requests.push({
      method,
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
      idempotencyKey,
      body,
    });
    if (request.headers.authorization !== `Bearer ${key}`)
      return json(response, 401, { error: 'Not authenticated' });
    if (mode === 'down') return json(response, 503, { error: 'Service unavailable' });

    let status = 404;
    let answer: unknown = { error: 'Not found' };
    const create = /^\/boards\/([^/]+)\/pulses\.json$/.exec(url.pathname);
    const one = /^\/pulses\/(\d+)\.json$/.exec(url.pathname);
    const board = /^\/boards\/([^/]+)\.json$/.exec(url.pathname);
    if (method === 'POST' && create) {
      const input = (body ?? {}) as {
        group_id?: string | number;
        user_id?: string | number;
        pulse?: { name?: unknown };
        update?: { text?: unknown };
      };
      if (typeof input.pulse?.name !== 'string' || input.group_id === undefined) {
        status = 422;
        answer = { error: 'pulse.name and group_id are required' };
      } else {
        let pulse = idempotencyKey
          ? pulses.find((candidate) => candidate.idempotency_key === idempotencyKey)
          : undefined;
        if (!pulse) {
          pulse = {
            id: nextId++,
            name: input.pulse.name,
            board_id: decodeURIComponent(create[1] ?? ''),
            group_id: String(input.group_id),
            user_id: input.user_id ?? null,
            update_text: typeof input.update?.text === 'string' ? input.update.text : '',
            idempotency_key: idempotencyKey ?? null,
            created_at: new Date().toISOString(),
          };
          pulses.push(pulse);
        }
        status = 201;
        answer = { pulse: present(pulse) };
      }
    } else if (method === 'GET' && url.pathname === '/pulses.json') {
      const boardId = url.searchParams.get('board_id');
      status = 200;
      answer = {
        pulses: pulses.filter((pulse) => !boardId || pulse.board_id === boardId).map(present),
      };
    } else if (method === 'GET' && one) {
      const pulse = pulses.find((candidate) => candidate.id === Number(one[1]));
      if (pulse) {
        status = 200;
        answer = { pulse: present(pulse) };
      }
    } else if (method === 'GET' && board) {
      const id = decodeURIComponent(board[1] ?? '');
      const known = options.boards?.find((candidate) => candidate.id === id);
      if (known) {
        status = 200;
        answer = { board: known };
      }
    }

    if (mode === 'drop-response' && method === 'POST') {
      // The board acted; the answer never arrives.
      request.socket.destroy();
      return;
    }
    if (mode === 'slow') return later(slowMs, () => json(response, status, answer));
    return json(response, status, answer);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, { error: 'fake board failed' }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    pulses: () => pulses.map((pulse) => ({ ...pulse })),
    requests: () => [...requests],
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
