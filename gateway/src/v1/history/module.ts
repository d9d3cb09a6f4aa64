// /v1/history: the history of every change (issue 28). Admins read all of it and export it (CSV or
// JSON, of a record or a period); other staff read the history of one record they may edit (a
// researcher: the evaluations they take part in). `/v1/history/check` walks the hash chain.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { systemClock } from '../../domain/clock.ts';
import { historyActions } from '../../domain/enums.ts';
import { answers, page, recordId } from '../shared/answers.ts';
import {
  type RestorableRecord,
  restoreDeleted,
  restoreVersion,
} from '../shared/history/restore.ts';
import { recordVersions } from '../shared/history/versions.ts';
import { forbidden, invalidField, notFound } from '../shared/http-errors.ts';
import { idParams } from '../shared/path-params.ts';
import { type ListProtocol, listAnswer, parseListQuery } from '../shared/list-query.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { booleanish, oneOrMany, id as recordIdParam } from '../shared/rules.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import { checkHistoryChain } from '../shared/history/chain.ts';
import { historyCsv } from './export.ts';
import { historyEntryAnswer, presentHistoryEntry } from './presenter.ts';
import {
  eachHistoryEntry,
  findHistoryEntry,
  type HistoryFilter,
  listHistory,
} from './repository.ts';

const tags = ['history'];
const instant = z.iso
  .datetime({ offset: true, error: 'validation.date' })
  .transform((value) => new Date(value));

const historyFilters = {
  record_type: z.string().trim().min(1).max(50),
  record_id: recordIdParam,
  actor_id: recordIdParam,
  action: z.enum(historyActions),
  from: z.union([z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`)), instant]),
  to: z.union([z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`)), instant]),
  /** Only entries whose removal can be undone ("Recent verwijderd"): a delete or a removed item. */
  restorable: booleanish,
};
/** The list protocol of /v1/history (filters by record, person, action and period). */
export const historyProtocol: ListProtocol<HistoryFilter, 'id', never> = {
  filters: historyFilters as ListProtocol<HistoryFilter, 'id', never>['filters'],
  sorts: ['id'],
  includes: [],
  defaultSort: [{ key: 'id', descending: true }],
};

const restoreBody = z.strictObject({
  /** One field (as the record answers it: `title`, `specializations`); none: the whole version. */
  field: z.string().trim().min(1).max(100).optional(),
});
const restoredAnswer = z.object({
  data: z.object({
    record_type: z.string(),
    record_id: recordId,
    fields: z.array(z.string()).describe('The fields written back (none: it already read so)'),
  }),
});

const versionsQuery = z.object({
  record_type: z.string().trim().min(1).max(50),
  ids: oneOrMany(recordIdParam),
});
const versionsAnswer = z.object({
  data: z.array(z.object({ id: recordId, version: z.number().int() })),
});

const chainAnswer = z.object({
  data: z.object({
    checked: z.number().int(),
    broken: z
      .object({ id: recordId, reason: z.enum(['content', 'link']) })
      .optional()
      .describe('The first entry that does not hold; absent when the chain holds'),
  }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export const historyModule: V1Module = (app: FastifyInstance, { db, config }) => {
  /** The filter a viewer may read: an admin any; others one record they may edit. */
  const readableFilter = async (request: FastifyRequest, filter: HistoryFilter) => {
    const context = contextOf(request, db);
    authorize(context.viewer, 'authenticated');
    if (context.viewer?.role === 'admin') return filter;
    // "Recent verwijderd" is the admins'.
    if (filter.restorable !== undefined) throw forbidden();
    if (filter.record_type === undefined)
      throw invalidField('filter.record_type', 'validation.required');
    if (filter.record_id === undefined)
      throw invalidField('filter.record_id', 'validation.required');
    const record = app.historyRecords.get(`/${filter.record_type}`);
    if (!record) throw invalidField('filter.record_type', 'validation.invalid');
    if (!(await record.writable(context, filter.record_id))) throw forbidden();
    return filter;
  };

  app.get(
    '/history',
    {
      schema: {
        tags,
        summary: 'History entries, newest first (admin: all; others: one record they may edit)',
        response: answers({ 200: page(historyEntryAnswer) }, [401, 403]),
      },
    },
    async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, historyProtocol);
      const filter = await readableFilter(request, query.filter);
      // What can be restored is what was removed within the restore window.
      if (filter.restorable === true) {
        const now = (contextOf(request, db).clock ?? systemClock).now().getTime();
        const window = new Date(now - config.RESTORE_DELETED_DAYS * DAY_MS);
        if (!filter.from || filter.from < window) filter.from = window;
      }
      const { rows, total } = await listHistory(db, filter, query);
      return listAnswer(rows.map(presentHistoryEntry), total, query.page, query.limit);
    },
  );

  app.get(
    '/history/versions',
    {
      schema: {
        tags,
        summary:
          "The versions of records of one kind (what an update's If-Match names), as their GETs' ETags say",
        querystring: versionsQuery,
        response: answers({ 200: versionsAnswer }),
      },
    },
    async (request) => {
      const { record_type, ids } = parseBody(versionsQuery, request.query);
      const versions = await recordVersions(db, record_type, [...new Set(ids)]);
      return { data: [...versions].map(([id, version]) => ({ id, version })) };
    },
  );

  app.get(
    '/history/export',
    {
      schema: {
        tags,
        summary: 'The history of a record or period as CSV (one line per field change) or JSON',
        querystring: z.object({ format: z.enum(['csv', 'json']).optional() }).passthrough(),
        response: answers(
          { 200: z.union([z.object({ data: z.array(historyEntryAnswer) }), z.string()]) },
          [401, 403],
        ),
      },
    },
    async (request, reply: FastifyReply) => {
      authorize(request.viewer, ['admin']);
      const { format = 'json', ...rest } = request.query as Record<string, unknown>;
      if (format !== 'csv' && format !== 'json') throw invalidField('format', 'validation.invalid');
      const { filter } = parseListQuery(rest, historyProtocol);
      const entries = eachHistoryEntry(db, filter);
      const name = `history-${new Date().toISOString().slice(0, 10)}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') {
        reply.type('text/csv; charset=utf-8');
        return historyCsv(entries);
      }
      const all = [];
      for await (const entry of entries) all.push(presentHistoryEntry(entry));
      reply.type('application/json; charset=utf-8');
      return JSON.stringify({ data: all });
    },
  );

  app.post(
    '/history/:id/restore',
    {
      schema: {
        tags,
        summary:
          "A record, or one of its fields (`field`), back to how it was after this entry (the record's writers); recorded as a restore",
        params: idParams,
        body: restoreBody,
        response: answers({ 200: restoredAnswer }, [401, 403, 404]),
      },
    },
    async (request) => {
      const context = contextOf(request, db);
      authorize(context.viewer, 'authenticated');
      const { id } = idParams.parse(request.params);
      const { field } = parseBody(restoreBody, request.body ?? {});
      const entry = await findHistoryEntry(db, id);
      if (!entry) throw notFound();
      const record = app.historyRecords.get(`/${entry.record_type}`);
      if (!record) throw invalidField('id', 'validation.invalid');
      if (entry.tombstone) {
        // "Recent verwijderd": an admin brings a deleted record or item back with what it owned.
        authorize(context.viewer, ['admin']);
        const now = (context.clock ?? systemClock).now().getTime();
        const oldest = now - config.RESTORE_DELETED_DAYS * DAY_MS;
        if (field !== undefined || entry.at.getTime() < oldest || entry.restored)
          throw invalidField('id', 'validation.invalid');
        const fields = await restoreDeleted(context, record, entry);
        return { data: { record_type: entry.record_type, record_id: entry.record_id, fields } };
      }
      if (!('updateKeys' in record) || entry.action === 'delete')
        throw invalidField('id', 'validation.invalid');
      if (!(await record.writable(context, entry.record_id))) throw forbidden();
      const fields = await restoreVersion(context, record as RestorableRecord, entry, field);
      return {
        data: { record_type: entry.record_type, record_id: entry.record_id, fields },
      };
    },
  );

  app.get(
    '/history/check',
    {
      schema: {
        tags,
        summary: 'Walks the hash chain and names the first entry changed or removed, if any',
        response: answers({ 200: chainAnswer }, [401, 403]),
      },
    },
    async (request) => {
      authorize(request.viewer, ['admin']);
      return { data: await checkHistoryChain(db) };
    },
  );
};
