// /v1/bug-reports: anyone files a report (limited per address; stored first, answered at once,
// delivered to the project board afterwards); admins list, read, retry and delete them, and see
// whether the board can take them (board-status, checked at start: gateway/src/board/board-status.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, noContent, one, page } from '../shared/answers.ts';
import { notFound } from '../shared/http-errors.ts';
import { listAnswer, parseListQuery } from '../shared/list-query.ts';
import { registerRateLimitPlugin } from '../shared/rate-limit-plugin.ts';
import { parseBody } from '../shared/resource.ts';
import { discardUpload } from '../shared/uploads/upload.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import {
  boardStatusAnswer,
  bugReportAnswer,
  presentBoardStatus,
  presentReceipt,
  presentReports,
  receiptAnswer,
} from './presenter.ts';
import { redactLocalStorage, redactText, redactUrl, redactValue } from './redact.ts';
import {
  type BugReportFilter,
  deleteReports,
  findReceiptByClientId,
  findReport,
  insertReport,
  isReportId,
  listReports,
  scheduleRetry,
  screenshotsOf,
} from './repository.ts';
import {
  bugReportFilters,
  bugReportSorts,
  CREATE_BODY_LIMIT,
  type CreateBugReportBody,
  createBugReportBody,
} from './schema.ts';
import { storeScreenshot } from './screenshot.ts';

const tag = 'bug-reports';
const idList = z.object({ ids: z.array(z.string()).min(1).max(1000) });
const protocol = {
  filters: bugReportFilters as { [K in keyof BugReportFilter]: z.ZodType<BugReportFilter[K]> },
  sorts: bugReportSorts,
  includes: [] as const,
  defaultSort: [{ key: 'created_at' as const, descending: true }],
};

/** The report as stored: everything the browser sent, redacted again here. */
function redactReport(body: CreateBugReportBody) {
  return {
    client_id: body.client_id ?? null,
    title: body.title,
    description: body.description,
    url: redactUrl(body.url),
    occurred_at: body.occurred_at,
    stack_trace: body.stack_trace.map((entry) => ({
      message: redactText(entry.message),
      filename: entry.filename ? redactUrl(entry.filename) : null,
      line: entry.line ?? null,
      column: entry.column ?? null,
      error: entry.error ? redactText(entry.error) : null,
    })),
    local_storage: redactLocalStorage(body.local_storage),
    actions: body.actions.map((action) => ({
      type: action.type,
      at: action.at,
      ...(action.payload === undefined ? {} : { payload: redactValue(action.payload) }),
    })),
    browser: {
      user_agent: body.browser.user_agent,
      language: body.browser.language ?? null,
      viewport_width: body.browser.viewport_width,
      viewport_height: body.browser.viewport_height,
    },
  };
}

/** The per-address limit of filing reports, in the same store as the auth limits. */
async function registerFilingLimit(scope: FastifyInstance, options: V1Options) {
  const { config } = options;
  await registerRateLimitPlugin(scope, config);
  return { max: config.RATE_LIMIT_BUG_REPORTS_PER_IP, timeWindow: config.RATE_LIMIT_WINDOW_MS };
}

async function readOne(options: V1Options, request: FastifyRequest) {
  authorize(request.viewer, ['admin']);
  const { id } = request.params as { id: string };
  const row = isReportId(id) ? await findReport(options.db, id) : undefined;
  if (!row) throw notFound();
  const [report] = presentReports([row], await screenshotsOf(options.db, [row]));
  return { data: report };
}

export async function bugReportRoutes(app: FastifyInstance, options: V1Options): Promise<void> {
  const { db, storage } = options;
  await app.register(async (scope) => {
    const filingLimit = await registerFilingLimit(scope, options);

    scope.post(
      '/bug-reports',
      {
        bodyLimit: CREATE_BODY_LIMIT,
        config: { rateLimit: filingLimit },
        schema: {
          tags: [tag],
          summary: 'File a bug report (anyone; limited per address); delivered to the board later',
          body: createBugReportBody,
          // 200: sent before (same client_id), the first receipt.
          response: answers({ 201: one(receiptAnswer), 200: one(receiptAnswer) }, [429, 507]),
        },
      },
      async (request, reply) => {
        const body = parseBody(createBugReportBody, request.body);
        // Sent before (its answer was lost): the first receipt, nothing stored twice.
        const earlier = body.client_id && (await findReceiptByClientId(db, body.client_id));
        if (earlier) return reply.code(200).send({ data: presentReceipt(earlier) });
        const screenshot = body.screenshot
          ? await storeScreenshot(options, body.screenshot)
          : undefined;
        try {
          const delivery = scope.bugReportDelivery;
          const stored = await insertReport(db, {
            ...redactReport(body),
            screenshot_id: screenshot?.id ?? null,
            reporter_id: request.viewer?.id ?? null,
            delivery_state: delivery.configured ? 'pending' : 'not_configured',
          });
          if (!stored && body.client_id) {
            // The same report arrived twice at once; the other copy was stored.
            await discardUpload(request, options, screenshot?.id);
            const first = await findReceiptByClientId(db, body.client_id);
            if (first) return reply.code(200).send({ data: presentReceipt(first) });
          }
          if (!stored) throw new Error('the bug report was not stored');
          delivery.nudge();
          return reply.code(201).send({ data: presentReceipt(stored) });
        } catch (error) {
          await discardUpload(request, options, screenshot?.id);
          throw error;
        }
      },
    );
  });

  app.get(
    '/bug-reports',
    {
      schema: {
        tags: [tag],
        summary: 'List bug reports (admin)',
        response: answers({ 200: page(bugReportAnswer) }, [403]),
      },
    },
    async (request) => {
      authorize(request.viewer, ['admin']);
      const query = parseListQuery(request.query as Record<string, unknown>, protocol);
      const { rows, total } = await listReports(db, query);
      return listAnswer(
        presentReports(rows, await screenshotsOf(db, rows)),
        total,
        query.page,
        query.limit,
      );
    },
  );

  app.get(
    '/bug-reports/board-status',
    {
      schema: {
        tags: [tag],
        summary:
          'Whether the configured project board and group can take reports, as last checked (admin)',
        response: answers({ 200: one(boardStatusAnswer) }, [403]),
      },
    },
    async (request) => {
      authorize(request.viewer, ['admin']);
      return { data: presentBoardStatus(app.boardStatus.current()) };
    },
  );

  app.get(
    '/bug-reports/:id',
    {
      schema: {
        tags: [tag],
        summary: 'One bug report with its screenshot and reporter (admin)',
        response: answers({ 200: one(bugReportAnswer) }, [403, 404]),
      },
    },
    async (request) => readOne(options, request),
  );

  app.post(
    '/bug-reports/:id/deliver',
    {
      schema: {
        tags: [tag],
        summary:
          'Make the next delivery attempt due now (admin); a delivered report stays as it is',
        response: answers({ 200: one(bugReportAnswer) }, [403, 404]),
      },
    },
    async (request) => {
      authorize(request.viewer, ['admin']);
      const { id } = request.params as { id: string };
      if (!isReportId(id)) throw notFound();
      const delivery = app.bugReportDelivery;
      await scheduleRetry(db, id, delivery.configured);
      delivery.nudge();
      return readOne(options, request);
    },
  );

  app.delete(
    '/bug-reports/:id',
    {
      schema: {
        tags: [tag],
        summary: 'Delete a bug report and its screenshot (admin)',
        response: answers({ 204: noContent }, [403, 404]),
      },
    },
    async (request, reply) => {
      authorize(request.viewer, ['admin']);
      const { id } = request.params as { id: string };
      if (!isReportId(id) || (await deleteReports(db, storage, [id])) === 0) throw notFound();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/bug-reports',
    {
      schema: {
        tags: [tag],
        summary: 'Delete several bug reports and their screenshots (ids[]=...) (admin)',
        response: answers({ 204: noContent }, [403]),
      },
    },
    async (request, reply) => {
      authorize(request.viewer, ['admin']);
      const { ids } = parseBody(idList, request.query);
      const known = [...new Set(ids)].filter(isReportId);
      if (known.length > 0) await deleteReports(db, storage, known);
      return reply.code(204).send();
    },
  );
}
