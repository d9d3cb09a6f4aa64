// The project board's check (`GET /boards/{id}.json`, gateway/src/board/board-status.ts) against the
// fake board over real HTTP: each outcome the CMS bug-report list shows; a gateway whose board
// does not answer starts without waiting for it; a minute-old status is checked again when read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSettings, createBoardClient } from '../../gateway/src/board/board-client.ts';
import {
  checkBoard,
  createBoardStatusCheck,
  RECHECK_AFTER_MS,
} from '../../gateway/src/board/board-status.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { startApiServer } from '../support/api-server.ts';
import { type FakeBoard, startFakeBoard } from '../support/fake-board/fake-board.ts';
import { freePort } from '../support/gateway-process.ts';
import { waitUntil } from '../support/wait-until.ts';

const KEY = 'board-status-key';
const boards = [
  { id: '77', name: 'Meldingen zorgevaluatie', groups: [{ id: 'topics', title: 'Nieuw' }] },
];

const boardEnv = (url: string, extra: Record<string, string> = {}) => ({
  BOARD_API_URL: url,
  BOARD_API_KEY: KEY,
  BOARD_ID: '77',
  BOARD_GROUP_ID: 'topics',
  BOARD_TIMEOUT_MS: '2000',
  ...extra,
});

function settingsOf(env: Record<string, string>) {
  const settings = boardSettings(loadConfig({ LOG_LEVEL: 'silent', ...env }));
  if (!settings) throw new Error('the board is not configured');
  return settings;
}

const check = (env: Record<string, string>) => {
  const settings = settingsOf(env);
  return checkBoard(settings, createBoardClient(settings));
};

const quietLog = { info: () => undefined, warn: () => undefined } as never;

describe('the project board check', () => {
  let board: FakeBoard;
  let slow: FakeBoard;
  beforeAll(async () => {
    board = await startFakeBoard({ key: KEY, boards });
    slow = await startFakeBoard({ key: KEY, boards, slowMs: 60_000 });
    slow.setMode('slow');
  });
  afterAll(async () => {
    await board?.close();
    await slow?.close();
  });

  it('finds the board and its group: reachable, with their names', async () => {
    expect(await check(boardEnv(board.url))).toEqual({
      state: 'reachable',
      boardId: '77',
      groupId: 'topics',
      boardName: 'Meldingen zorgevaluatie',
      groupName: 'Nieuw',
      detail: null,
    });
    const call = board.requests().at(-1);
    expect(call).toMatchObject({ method: 'GET', path: '/boards/77.json' });
    expect(call?.authorization).toBe(`Bearer ${KEY}`);
  });

  it('tells a board the service does not know from a group that is not on the board', async () => {
    expect(await check(boardEnv(board.url, { BOARD_ID: '78' }))).toMatchObject({
      state: 'board_not_found',
      boardName: null,
    });
    expect(await check(boardEnv(board.url, { BOARD_GROUP_ID: 'elders' }))).toMatchObject({
      state: 'group_not_found',
      boardName: 'Meldingen zorgevaluatie',
      groupName: null,
    });
  });

  it('says the key was refused, and never shows the key', async () => {
    const refused = await check(boardEnv(board.url, { BOARD_API_KEY: 'not-the-board-key' }));
    expect(refused).toMatchObject({ state: 'key_refused', detail: null });
    expect(JSON.stringify(refused)).not.toContain('not-the-board-key');
  });

  it('says why the board is unreachable: refused connection, failing board, no answer in time', async () => {
    const closed = await check(boardEnv(`http://127.0.0.1:${await freePort()}`));
    expect(closed).toMatchObject({
      state: 'unreachable',
      detail: 'board unreachable (ECONNREFUSED)',
    });

    board.setMode('down');
    try {
      expect(await check(boardEnv(board.url))).toMatchObject({
        state: 'unreachable',
        detail: 'reading the board: board answered 503',
      });
    } finally {
      board.setMode('ok');
    }

    expect(await check(boardEnv(slow.url, { BOARD_TIMEOUT_MS: '300' }))).toMatchObject({
      state: 'unreachable',
      detail: 'no answer within 300 ms',
    });
  });

  it('checks a minute-old status again when it is read, answering the last one meanwhile', async () => {
    let now = Date.UTC(2026, 10, 28, 9, 0, 0);
    const settings = settingsOf(boardEnv(board.url));
    const status = createBoardStatusCheck({
      settings,
      client: createBoardClient(settings),
      log: quietLog,
      now: () => now,
    });
    expect(status.current().state).toBe('checking');
    expect((await status.check()).state).toBe('reachable');
    const checks = () => board.requests().filter((call) => call.path === '/boards/77.json').length;
    const before = checks();

    board.setMode('down');
    try {
      now += RECHECK_AFTER_MS - 1;
      expect(status.current().state).toBe('reachable');
      expect(checks()).toBe(before);
      now += 1;
      // The read answers at once with what is known, and starts a check.
      expect(status.current().state).toBe('reachable');
      const next = await waitUntil(
        () => status.current(),
        (current) => current.state !== 'reachable',
        { timeoutMs: 5_000, what: 'the second check' },
      );
      expect(next).toMatchObject({ state: 'unreachable', checkedAt: new Date(now) });
      expect(checks()).toBe(before + 1);
    } finally {
      board.setMode('ok');
    }
  });

  it('is not configured without a board URL, id or group', async () => {
    const server = await startApiServer(pgliteTestDatabase());
    try {
      expect(server.app.boardStatus.current()).toMatchObject({
        state: 'not_configured',
        boardId: null,
      });
    } finally {
      await server.close();
    }
  });

  it('lets the gateway start and stop while the board keeps it waiting', async () => {
    // The board answers after a minute and the check waits 30 s: the start does not wait for it.
    const server = await startApiServer(pgliteTestDatabase(), {
      env: boardEnv(slow.url, { BOARD_TIMEOUT_MS: '30000' }),
    });
    try {
      expect(server.app.boardStatus.current().state).toBe('checking');
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      await waitUntil(
        () => slow.requests().some((call) => call.path === '/boards/77.json'),
        (asked) => asked,
        { timeoutMs: 10_000, what: 'the check at start' },
      );
    } finally {
      // Closing aborts the check in flight instead of waiting for the board.
      const closing = Date.now();
      await server.close();
      expect(Date.now() - closing).toBeLessThan(15_000);
    }
  });
});
