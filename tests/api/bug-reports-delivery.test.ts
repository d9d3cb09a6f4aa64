// Delivery of bug reports to a fake project board started by the test: created (pulse with the
// right fields, read back, DELIVERED), board down then up, an answer lost after the pulse was made,
// a slow board, a restart, and two workers on one database -- every report becomes one pulse.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, startApiServer } from '../support/api-server.ts';
import { type FakeBoard, startFakeBoard } from '../support/fake-board/fake-board.ts';
import { plantedSecrets, sampleReport } from '../support/fake-board/sample-report.ts';
import { waitUntil } from '../support/wait-until.ts';

type Receipt = { data: { id: string; delivery_state: string } };

const KEY = 'test-board-key';
const PUBLIC_URL = 'https://zorgevaluatie.example';

const boardEnv = (board: FakeBoard, extra: Record<string, string> = {}) => ({
  PUBLIC_URL,
  BOARD_API_URL: board.url,
  BOARD_API_KEY: KEY,
  BOARD_ID: '77',
  BOARD_GROUP_ID: 'topics',
  BOARD_USER_ID: '5',
  BOARD_TIMEOUT_MS: '400',
  BOARD_RETRY_BASE_MS: '40',
  BOARD_RETRY_MAX_MS: '150',
  BOARD_POLL_INTERVAL_MS: '30',
  RATE_LIMIT_BUG_REPORTS_PER_IP: '1000',
  ...extra,
});

/** Reads until `done` holds (the delivery worker runs in the background). */
const waitFor = <T>(read: () => Promise<T>, done: (value: T) => boolean) =>
  waitUntil(read, done, { timeoutMs: 8_000, intervalMs: 20, what: 'the report in that state' });

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('bug report delivery to the project board', target),
    () => {
      let board: FakeBoard;
      let server: ApiServer;
      const extraApps: FastifyInstance[] = [];

      beforeEach(async () => {
        board = await startFakeBoard({ key: KEY, slowMs: 2_000 });
      });
      afterEach(async () => {
        for (const app of extraApps.splice(0)) await app.close();
        await server?.close();
        await board.close();
      });

      const start = async (extra: Record<string, string> = {}) => {
        server = await startApiServer(target, { env: boardEnv(board, extra) });
        return apiClient(server.baseUrl);
      };
      const row = (id: string) =>
        server.database.db
          .selectFrom('bug_reports')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      const delivered = (id: string) =>
        waitFor(
          () => row(id),
          (report) => report.delivery_state === 'delivered',
        );
      const postsFor = (id: string) =>
        board
          .requests()
          .filter(
            (request) => request.method === 'POST' && request.idempotencyKey === `bug-report-${id}`,
          );
      const pulsesFor = (id: string) =>
        board.pulses().filter((pulse) => pulse.idempotency_key === `bug-report-${id}`);
      /** Another gateway on the same database (a restart, or a second process). */
      const anotherApp = async (env: Record<string, string>) => {
        const config = loadConfig({
          LOG_LEVEL: 'silent',
          DATA_DIR: server.dataDir,
          WEB_DIST_DIR: path.join(server.dataDir, 'no-web-build'),
          ...env,
        });
        const app = await buildApp({
          config,
          database: server.database,
          closeDatabaseOnClose: false,
        });
        extraApps.push(app);
        await app.ready();
        return app;
      };

      it('creates the pulse, reads it back and marks the report delivered', async () => {
        const visitor = await start();
        const created = await visitor.post<Receipt>('/bug-reports', sampleReport());
        expect(created.status).toBe(201);
        expect(created.body.data.delivery_state).toBe('pending');
        const { id } = created.body.data;

        const report = await delivered(id);
        const [pulse] = pulsesFor(id);
        expect(pulsesFor(id)).toHaveLength(1);
        expect(pulse).toMatchObject({
          name: 'Opslaan van evaluatie mislukt',
          board_id: '77',
          group_id: 'topics',
          user_id: 5,
        });
        expect(pulse?.update_text).toContain(`${PUBLIC_URL}/cms/bug-reports/${id}`);
        expect(pulse?.update_text).toContain('Na klikken op Opslaan');
        expect(pulse?.update_text).toContain('session/loggedIn');
        for (const secret of Object.values(plantedSecrets))
          expect(pulse?.update_text).not.toContain(secret);
        expect(board.requests().some((r) => r.path === `/pulses/${pulse?.id}.json`)).toBe(true);
        expect(board.requests().every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
        expect(report.pulse_id).toBe(String(pulse?.id));
        expect(report.delivered_at).not.toBeNull();
        expect(report.attempts).toBe(1);
        expect(JSON.stringify(report)).not.toContain(KEY);
      });

      it('retries with backoff while the board is down and delivers exactly once', async () => {
        board.setMode('down');
        const visitor = await start();
        const { id } = (await visitor.post<Receipt>('/bug-reports', sampleReport())).body.data;
        const failing = await waitFor(
          () => row(id),
          (report) => report.attempts >= 3,
        );
        expect(failing.delivery_state).toBe('pending');
        expect(failing.last_error).toContain('503');
        expect(failing.last_error).not.toContain(KEY);
        expect(new Date(failing.next_attempt_at ?? 0).getTime()).toBeGreaterThan(
          new Date(failing.updated_at).getTime() - 1_000,
        );

        board.setMode('ok');
        const report = await delivered(id);
        expect(pulsesFor(id)).toHaveLength(1);
        // Nothing is sent again after delivery.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(pulsesFor(id)).toHaveLength(1);
        const posts = postsFor(id).length;
        expect((await row(id)).attempts).toBe(report.attempts);
        expect(postsFor(id)).toHaveLength(posts);
      });

      it('finds the pulse made by an attempt whose answer was lost instead of making another', async () => {
        board.setMode('drop-response');
        const visitor = await start();
        const { id } = (await visitor.post<Receipt>('/bug-reports', sampleReport())).body.data;
        const lost = await waitFor(
          () => row(id),
          (report) => report.attempts >= 1,
        );
        expect(lost.may_have_reached_board).toBe(true);
        expect(pulsesFor(id)).toHaveLength(1);

        board.setMode('ok');
        const report = await delivered(id);
        expect(pulsesFor(id)).toHaveLength(1);
        expect(report.pulse_id).toBe(String(pulsesFor(id)[0]?.id));
        // The retry looked the pulse up rather than posting it again.
        expect(postsFor(id)).toHaveLength(1);
        expect(board.requests().some((r) => r.path === '/pulses.json?board_id=77')).toBe(true);
      });

      it('answers the visitor at once while the board is slow, and delivers later', async () => {
        board.setMode('slow');
        const visitor = await start();
        const startedAt = Date.now();
        const created = await visitor.post<Receipt>('/bug-reports', sampleReport());
        expect(created.status).toBe(201);
        expect(Date.now() - startedAt).toBeLessThan(1_000);
        const timedOut = await waitFor(
          () => row(id(created)),
          (report) => report.attempts >= 1,
        );
        expect(timedOut.last_error).toContain('no answer within 400 ms');
        board.setMode('ok');
        await delivered(id(created));
        expect(pulsesFor(id(created))).toHaveLength(1);
      });

      it('continues delivery after a restart, and delivers reports stored before a board was set', async () => {
        board.setMode('down');
        const visitor = await start();
        const { id: failed } = (await visitor.post<Receipt>('/bug-reports', sampleReport())).body
          .data;
        await waitFor(
          () => row(failed),
          (report) => report.attempts >= 1,
        );
        await server.app.close();

        // A gateway without a board stores reports as not configured...
        const unconfigured = await anotherApp({ PUBLIC_URL });
        const early = await unconfigured.inject({
          method: 'POST',
          url: '/v1/bug-reports',
          payload: sampleReport({ title: 'Voor het bord er was' }),
        });
        expect(early.statusCode).toBe(201);
        const earlyId = (early.json() as Receipt).data.id;
        expect((await row(earlyId)).delivery_state).toBe('not_configured');
        await unconfigured.close();

        // ...and the next start with a board delivers both.
        board.setMode('ok');
        await anotherApp(boardEnv(board));
        await delivered(failed);
        await delivered(earlyId);
        expect(pulsesFor(failed)).toHaveLength(1);
        expect(pulsesFor(earlyId)).toHaveLength(1);
      });

      it('delivers each report once with two workers on one database', async () => {
        // Slow polling: the test drives both workers by hand, at the same moment.
        const visitor = await start({ BOARD_POLL_INTERVAL_MS: '600000' });
        const second = await anotherApp(boardEnv(board, { BOARD_POLL_INTERVAL_MS: '600000' }));
        const ids: string[] = [];
        for (let index = 0; index < 6; index += 1)
          ids.push(
            (await visitor.post<Receipt>('/bug-reports', sampleReport({ title: `Fout ${index}` })))
              .body.data.id,
          );
        await Promise.all([
          server.app.bugReportDelivery.deliverDue(),
          second.bugReportDelivery.deliverDue(),
          server.app.bugReportDelivery.deliverDue(),
          second.bugReportDelivery.deliverDue(),
        ]);
        for (const reportId of ids) {
          await delivered(reportId);
          expect(postsFor(reportId)).toHaveLength(1);
          expect(pulsesFor(reportId)).toHaveLength(1);
        }
      });
    },
  );
}

const id = (receipt: { body: Receipt }) => receipt.body.data.id;
