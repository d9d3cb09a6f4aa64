// Bug reports through the GraphQL facade on a seeded gateway with a fake project board:
// createBugReport (anyone), bugReports / bugReport with every field (admin), retryBugReportDelivery
// and deleteBugReports; the admin rule of /v1 holds for every other caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type FakeBoard, startFakeBoard } from '../support/fake-board/fake-board.ts';
import { plantedSecrets, pngDataUrl, sampleReport } from '../support/fake-board/sample-report.ts';
import { codesOf } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { everyField, objectType, PAGE_INFO } from '../support/schema-shapes.ts';
import { type SeededGateway, startSeededGateway } from '../support/seeded-gateway.ts';
import { waitUntil } from '../support/wait-until.ts';

const CREATE = `mutation File($input: CreateBugReportInput!) {
  createBugReport(input: $input) { id deliveryState }
}`;
const REPORT = `query Report($id: ID!) { bugReport(id: $id) ${everyField(objectType('BugReport'), 2)} }`;
const LIST = `query Reports($filter: BugReportFilter, $sort: [BugReportSort!]) {
  bugReports(filter: $filter, sort: $sort, limit: 100) {
    data ${everyField(objectType('BugReport'), 2)} pageInfo ${PAGE_INFO}
  }
}`;
const RETRY = `mutation Retry($id: ID!) { retryBugReportDelivery(id: $id) { id deliveryState attempts pulseId } }`;
const DELETE = 'mutation Delete($ids: [ID!]!) { deleteBugReports(ids: $ids) }';

/** The sample report as the GraphQL input (camelCase; local storage and payloads stay JSON). */
function sampleInput(overrides: Record<string, unknown> = {}) {
  const report = sampleReport() as {
    stack_trace: Record<string, unknown>[];
    local_storage: Record<string, string>;
    actions: Record<string, unknown>[];
    browser: Record<string, unknown>;
  } & Record<string, unknown>;
  return {
    title: report.title,
    description: report.description,
    url: report.url,
    occurredAt: report.occurred_at,
    stackTrace: report.stack_trace,
    localStorage: report.local_storage,
    actions: report.actions,
    browser: {
      userAgent: report.browser.user_agent,
      language: report.browser.language,
      viewportWidth: report.browser.viewport_width,
      viewportHeight: report.browser.viewport_height,
    },
    ...overrides,
  };
}

type Receipt = { createBugReport: { id: string; deliveryState: string } };
type Report = Record<string, unknown> & {
  id: string;
  deliveryState: string;
  pulseId: string | null;
  attempts: number;
  reporter: { id: string; name: string } | null;
  screenshot: { mimeType: string } | null;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL bug reports', target),
    () => {
      let gateway: SeededGateway;
      let board: FakeBoard;
      beforeAll(async () => {
        board = await startFakeBoard({
          key: 'graphql-board-key',
          boards: [{ id: '9', name: 'Meldingen', groups: [{ id: 'new_group', title: 'Nieuw' }] }],
        });
        gateway = await startSeededGateway(target, {
          env: {
            BOARD_API_URL: board.url,
            BOARD_API_KEY: 'graphql-board-key',
            BOARD_ID: '9',
            BOARD_GROUP_ID: 'new_group',
            BOARD_RETRY_BASE_MS: '50',
            BOARD_POLL_INTERVAL_MS: '50',
            RATE_LIMIT_BUG_REPORTS_PER_IP: '1000',
          },
        });
      });
      afterAll(async () => {
        await gateway?.close();
        await board?.close();
      });

      const report = async (id: string) =>
        dataOf(await gateway.graphql.admin<{ bugReport: Report | null }>(REPORT, { id })).bugReport;

      it('files a report as a visitor and as a researcher, stored redacted and delivered', async () => {
        const visitor = dataOf(
          await gateway.graphql.anonymous<Receipt>(CREATE, {
            input: sampleInput({ screenshot: pngDataUrl }),
          }),
        ).createBugReport;
        expect(visitor.deliveryState).toBe('PENDING');
        const researcher = dataOf(
          await gateway.graphql.researcher<Receipt>(CREATE, {
            input: sampleInput({ title: 'Tweede' }),
          }),
        ).createBugReport;

        await gateway.server.app.bugReportDelivery.deliverDue();
        const filed = await report(visitor.id);
        expect(filed).toMatchObject({
          id: visitor.id,
          title: 'Opslaan van evaluatie mislukt',
          deliveryState: 'DELIVERED',
          attempts: 1,
          reporter: null,
          screenshot: { mimeType: 'image/png' },
          browser: { userAgent: expect.stringContaining('Chrome'), viewportWidth: 1280 },
        });
        const pulse = board.pulses().find((p) => p.idempotency_key === `bug-report-${visitor.id}`);
        expect(filed?.pulseId).toBe(String(pulse?.id));
        const text = JSON.stringify(filed);
        for (const secret of Object.values(plantedSecrets)) expect(text).not.toContain(secret);
        expect((await report(researcher.id))?.reporter?.name).toEqual(expect.any(String));
      });

      it('lists reports with every field, filtered and sorted, for admins only', async () => {
        const all = dataOf(
          await gateway.graphql.admin<{ bugReports: { data: Report[] } }>(LIST, {
            sort: [{ field: 'TITLE', direction: 'DESC' }],
          }),
        ).bugReports.data;
        expect(all.map((row) => row.title)).toEqual(['Tweede', 'Opslaan van evaluatie mislukt']);
        const pending = dataOf(
          await gateway.graphql.admin<{ bugReports: { data: Report[] } }>(LIST, {
            filter: { deliveryState: ['PENDING', 'NOT_CONFIGURED'], search: 'opslaan' },
          }),
        ).bugReports.data;
        expect(pending).toEqual([]);

        expect(codesOf(await gateway.graphql.anonymous(LIST))).toEqual(['UNAUTHENTICATED']);
        expect(codesOf(await gateway.graphql.editor(LIST))).toEqual(['FORBIDDEN']);
        expect(codesOf(await gateway.graphql.researcher(REPORT, { id: all[0]?.id }))).toEqual([
          'FORBIDDEN',
        ]);
      });

      it('retries delivery (a delivered report stays as it is) and deletes reports', async () => {
        const [first, second] = dataOf(
          await gateway.graphql.admin<{ bugReports: { data: Report[] } }>(LIST),
        ).bugReports.data;
        const retried = dataOf(
          await gateway.graphql.admin<{ retryBugReportDelivery: Report }>(RETRY, { id: first?.id }),
        ).retryBugReportDelivery;
        expect(retried).toMatchObject({ id: first?.id, deliveryState: 'DELIVERED', attempts: 1 });
        expect(codesOf(await gateway.graphql.editor(RETRY, { id: first?.id }))).toEqual([
          'FORBIDDEN',
        ]);
        expect(codesOf(await gateway.graphql.researcher(DELETE, { ids: [first?.id] }))).toEqual([
          'FORBIDDEN',
        ]);

        expect(
          dataOf(await gateway.graphql.admin(DELETE, { ids: [first?.id, second?.id] }))
            .deleteBugReports,
        ).toBe(true);
        expect(await report(String(first?.id))).toBeNull();
        expect(
          dataOf(await gateway.graphql.admin<{ bugReports: { data: Report[] } }>(LIST)).bugReports
            .data,
        ).toEqual([]);
      });

      it('answers the board check of the start (admin), as /v1 does', async () => {
        const BOARD =
          '{ boardStatus { state boardId groupId boardName groupName checkedAt detail } }';
        type Answer = { boardStatus: { state: string; checkedAt: string | null } };
        // The check runs in the background from the start on: wait for its answer.
        const answer = await waitUntil(
          async () => dataOf(await gateway.graphql.admin<Answer>(BOARD)).boardStatus,
          (status) => status.state !== 'CHECKING',
          { timeoutMs: 10_000, what: 'the board check' },
        );
        expect(answer).toEqual({
          state: 'REACHABLE',
          boardId: '9',
          groupId: 'new_group',
          boardName: 'Meldingen',
          groupName: 'Nieuw',
          checkedAt: expect.any(String),
          detail: null,
        });
        const v1 = await gateway.v1.admin.get<{ data: { checked_at: string } }>(
          '/bug-reports/board-status',
        );
        expect(v1.body.data.checked_at).toBe(answer.checkedAt);
        expect(codesOf(await gateway.graphql.editor(BOARD))).toEqual(['FORBIDDEN']);
        expect(codesOf(await gateway.graphql.anonymous(BOARD))).toEqual(['UNAUTHENTICATED']);
      });

      it('answers /v1’s validation errors as BAD_USER_INPUT', async () => {
        const answer = await gateway.graphql.anonymous(CREATE, {
          input: sampleInput({ title: ' ' }),
        });
        expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
      });
    },
  );
}
