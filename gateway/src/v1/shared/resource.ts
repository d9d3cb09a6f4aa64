// The generic /v1 resource protocol: list, one, create, update (PATCH, PUT, POST + _method),
// delete and bulk delete, each behind its access rule. Resources supply queries and schemas only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import type { ListAnswer } from '../../domain/list-answer.ts';
import { type HistoryRecord, recordDeletes, recordWrite } from './history/recorder.ts';
import type { RestorableRecord } from './history/restore.ts';
import { recordVersion, versionFromIfMatch, versionTag } from './history/versions.ts';
import { answers, type ErrorStatus, noContent, one, page, ruleErrors } from './answers.ts';
import { localeOf } from './error-handler.ts';
import { forbidden, notFound, ValidationError } from './http-errors.ts';
import { type ListProtocol, type ListQuery, listAnswer, parseListQuery } from './list-query.ts';
import { stripMethod } from './method-override.ts';
import { idParams, keyParams } from './path-params.ts';
import { ensureFile } from './references.ts';
import { MAX_ID } from './rules.ts';
import { imageMimeTypes } from './uploads/file-types.ts';
import { withUpload } from './uploads/upload.ts';
import type { V1Options } from './v1-module.ts';
import type { V1Context } from './v1-context.ts';
import { type AccessRule, authorize, type Viewer } from './viewer.ts';
import { fieldErrorsFromIssues } from './zod-issues.ts';

export type { V1Context } from './v1-context.ts';

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

/** The usual rules: one for reading (list and read), one for writing (create, update, delete). */
export const readAndWrite = (
  read: AccessRule,
  write: AccessRule,
): Record<Operation, AccessRule> => ({
  list: read,
  read,
  create: write,
  update: write,
  delete: write,
});

export interface ResourceDefinition<
  P,
  F extends Record<string, unknown>,
  S extends string,
  W extends string,
  C,
  U,
> {
  /** Path below /v1, e.g. '/specializations'. */
  path: string;
  /** The table of its records, where it is not the path's name (`/data` -> `inclusion_data`). */
  table?: keyof Database;
  /** OpenAPI tag. */
  tag: string;
  access: Record<Operation, AccessRule>;
  protocol: ListProtocol<F, S, W>;
  /**
   * The record as its presenter answers it (shared/answers.ts `answerRecord`), includes as optional
   * fields: the OpenAPI document's schema of every answer of the resource.
   */
  answer: z.ZodType<P>;
  list(context: V1Context, query: ListQuery<F, S, W>): Promise<{ items: P[]; total: number }>;
  /** One record as the viewer may see it (visibility applied), or undefined. */
  findOne(context: V1Context, id: number, include: W[]): Promise<P | undefined>;
  create?: { body: z.ZodType<C>; run(context: V1Context, input: C): Promise<number> };
  /** PATCH takes `body` (partial); PUT takes the create body (complete). */
  update?: { body: z.ZodType<U>; run(context: V1Context, id: number, input: U | C): Promise<void> };
  remove?(context: V1Context, ids: number[]): Promise<void>;
  /** Turns a non-numeric path segment into an id (e.g. an evaluation's slug); undefined = 404. */
  resolveKey?(context: V1Context, key: string): Promise<number | undefined>;
  /** Multipart file fields and the id field each fills, e.g. { logo: 'logo_id' }. */
  fileFields?: Record<string, string>;
  /**
   * Id fields that must name an image (logos, banners, avatars): a multipart file for them must be
   * an image (415), and a given id must be an image file (422).
   */
  imageFields?: readonly string[];
  /** Record-level write rule beyond the role rule (e.g. researchers edit their own evaluations). */
  canWrite?(context: V1Context, id: number): Promise<boolean>;
}

/** Who the history reads records as: an admin, who sees every record with all its fields. */
const historyReader = { id: 0, role: 'admin' } as const satisfies Viewer;

/** How the history reads one of the resource's records: as an admin, with every include. */
function historyRecordOf<P, W extends string, U>(resource: {
  path: string;
  table?: keyof Database;
  access: Record<Operation, AccessRule>;
  protocol: { includes: readonly W[] };
  findOne(context: V1Context, id: number, include: W[]): Promise<P | undefined>;
  canWrite?(context: V1Context, id: number): Promise<boolean>;
  update?: { body: z.ZodType<U>; run(context: V1Context, id: number, input: U): Promise<void> };
}): HistoryRecord | RestorableRecord {
  const { update } = resource.access;
  const writable = resource.update;
  const shape = writable?.body instanceof z.ZodObject ? writable.body.shape : undefined;
  const restorable =
    writable && shape
      ? {
          updateKeys: Object.keys(shape),
          update: (context: V1Context, id: number, body: Record<string, unknown>) =>
            writable.run(context, id, parseBody(writable.body, body)),
        }
      : {};
  return {
    ...restorable,
    type: resource.path.slice(1),
    table: resource.table ?? resource.path.slice(1).replaceAll('-', '_'),
    async writable(context, id) {
      const { viewer } = context;
      if (!viewer) return false;
      if (
        update !== 'authenticated' &&
        update !== 'public' &&
        !(viewer.role && update.includes(viewer.role))
      )
        return false;
      return resource.canWrite ? resource.canWrite(context, id) : true;
    },
    snapshot: async (db, id) =>
      (await resource.findOne({ db, viewer: historyReader, locale: 'nl' }, id, [
        ...resource.protocol.includes,
      ])) as Record<string, unknown> | undefined,
  };
}

export function contextOf(request: FastifyRequest, db: Db): V1Context {
  return {
    db,
    viewer: request.viewer,
    locale: localeOf(request),
    answers: request.server.answerStore ?? undefined,
    requestId: request.id,
    clock: request.server.v1Clock,
    recorded: () => {
      request.historyRecorded = true;
    },
  };
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  // With the input on each issue, a word where a number belongs reads 'Alleen cijfers toegestaan',
  // not 'Verplicht' (schema/rules/issue-messages.ts); the input never leaves the server.
  const parsed = schema.safeParse(body ?? {}, { reportInput: true });
  if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

const idList = z.object({
  ids: z.array(z.coerce.number().int().positive().max(MAX_ID)).min(1).max(1000),
});
const withOnly = z.object({ with: z.union([z.string(), z.array(z.string())]).optional() });

export function registerResource<
  P,
  F extends Record<string, unknown>,
  S extends string,
  W extends string,
  C,
  U,
>(
  app: FastifyInstance,
  options: Pick<V1Options, 'db' | 'storage' | 'config'>,
  resource: ResourceDefinition<P, F, S, W, C, U>,
): void {
  const { path, tag, access, answer } = resource;
  const { db } = options;
  const history = historyRecordOf(resource);
  app.historyRecords.set(path, history);
  /** What an operation answers besides its success: its rule's refusal, and the given errors. */
  const errorsOf = (operation: Operation, ...errors: ErrorStatus[]): ErrorStatus[] => {
    const writes = operation !== 'list' && operation !== 'read';
    return [...ruleErrors(access[operation], writes && resource.canWrite !== undefined), ...errors];
  };
  const fileFields = resource.fileFields ?? {};
  /** A write that may store a file may find the storage full (507). */
  const uploadErrors = (errors: ErrorStatus[]): ErrorStatus[] =>
    Object.keys(fileFields).length > 0 ? [...errors, 507] : errors;
  const imageFields = resource.imageFields ?? [];
  const acceptFor = (field: string) =>
    imageFields.includes(fileFields[field] ?? '') ? imageMimeTypes : undefined;

  /** The body's image ids each name an existing image file (422 otherwise). */
  const checkImages = async <T>(input: T): Promise<T> => {
    for (const field of imageFields)
      await ensureFile(db, (input as Record<string, number | null | undefined>)[field], field, {
        image: true,
      });
    return input;
  };

  /**
   * The body of a write: JSON, or multipart text fields where a file in one of the resource's
   * file fields is stored first and named by its id (`logo` -> `logo_id`). Runs `write` with it
   * and removes the stored file again when the write fails.
   */
  const withBody = async <T>(
    request: FastifyRequest,
    write: (body: unknown) => Promise<T>,
  ): Promise<T> => {
    if (!request.isMultipart()) return write(request.body);
    const settings = { fileField: Object.keys(fileFields), acceptFor };
    return withUpload(request, options, settings, (upload) => {
      const body: Record<string, unknown> = { ...upload.fields };
      const idField = upload.fileField ? fileFields[upload.fileField] : undefined;
      if (idField && upload.fileId !== undefined) body[idField] = upload.fileId;
      return write(body);
    });
  };

  const readOne = async (context: V1Context, id: number, include: W[]) => {
    const item = await resource.findOne(context, id, include);
    if (item === undefined) throw notFound();
    return { data: item };
  };

  const ensureWritable = async (context: V1Context, id: number) => {
    // Existence (as this viewer sees it) first, so hidden records answer 404 rather than 403.
    if ((await resource.findOne(context, id, [])) === undefined) throw notFound();
    if (resource.canWrite && !(await resource.canWrite(context, id))) throw forbidden();
  };

  /** Role rule, then visibility (404), then the record-level rule (403): before any body is read. */
  const writableRecord = async (request: FastifyRequest, id: number) => {
    const context = contextOf(request, db);
    authorize(context.viewer, access.update);
    if (!resource.update) throw notFound();
    await ensureWritable(context, id);
    return context;
  };

  /** An update; with `If-Match`, checked against the changes since that version (409). */
  const update = async (
    request: FastifyRequest,
    context: V1Context,
    id: number,
    body: unknown,
    complete: boolean,
  ) => {
    if (!resource.update) throw notFound();
    const version = versionFromIfMatch(request.headers['if-match']);
    const input = await checkImages(
      complete && resource.create
        ? parseBody(resource.create.body, body)
        : parseBody(resource.update.body, body),
    );
    const run = resource.update.run;
    await recordWrite(context, {
      record: history,
      id,
      action: 'update',
      ...(version === undefined
        ? {}
        : { expected: { version, input: input as Record<string, unknown> } }),
      write: (inTransaction) => run(inTransaction, id, input),
    });
    return readOne(context, id, []);
  };
  /** The record's version as its ETag (what an update's If-Match names). */
  const tagVersion = async (reply: FastifyReply, id: number) => {
    reply.header('etag', versionTag(await recordVersion(db, history.type, id)));
  };

  const remove = async (request: FastifyRequest, ids: number[]) => {
    const context = contextOf(request, db);
    authorize(context.viewer, access.delete);
    if (!resource.remove) throw notFound();
    for (const id of ids) await ensureWritable(context, id);
    const run = resource.remove;
    await recordDeletes(context, history, ids, (inTransaction) => run(inTransaction, ids));
  };

  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary: `List ${tag}`,
        response: answers({ 200: page(answer) }, errorsOf('list')),
      },
    },
    async (request): Promise<ListAnswer<P>> => {
      const context = contextOf(request, db);
      authorize(context.viewer, access.list);
      const query = parseListQuery(request.query as Record<string, unknown>, resource.protocol);
      const { items, total } = await resource.list(context, query);
      return listAnswer(items, total, query.page, query.limit);
    },
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags: [tag],
        summary: `One of ${tag}`,
        params: keyParams,
        querystring: withOnly,
        response: answers({ 200: one(answer) }, errorsOf('read', 404)),
      },
    },
    async (request, reply) => {
      const context = contextOf(request, db);
      authorize(context.viewer, access.read);
      const { id: key } = request.params as z.infer<typeof keyParams>;
      const id = /^\d{1,9}$/.test(key)
        ? Number(key)
        : resource.resolveKey
          ? await resource.resolveKey(context, key)
          : undefined;
      if (id === undefined) throw notFound();
      const query = parseListQuery(
        { with: (request.query as Record<string, unknown>).with },
        resource.protocol,
      );
      const found = await readOne(context, id, query.with);
      await tagVersion(reply, id);
      return found;
    },
  );

  if (resource.create) {
    const create = resource.create;
    app.post(
      path,
      {
        schema: {
          tags: [tag],
          summary: `Create in ${tag}`,
          body: create.body,
          response: answers({ 201: one(answer) }, uploadErrors(errorsOf('create'))),
        },
      },
      async (request, reply) => {
        const context = contextOf(request, db);
        authorize(context.viewer, access.create);
        const id = await withBody(request, async (body) => {
          const input = await checkImages(parseBody(create.body, stripMethod(body).rest));
          return recordWrite(context, {
            record: history,
            idOf: (created: number) => created,
            action: 'create',
            write: (inTransaction) => create.run(inTransaction, input),
          });
        });
        return reply.code(201).send(await readOne(context, id, []));
      },
    );
  }

  // Only the operations a resource defines get routes (read-only resources answer 404 otherwise).
  if (resource.update) {
    app.patch(
      `${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Update in ${tag}`,
          params: idParams,
          ...(resource.update ? { body: resource.update.body } : {}),
          response: answers({ 200: one(answer) }, uploadErrors(errorsOf('update', 404, 409))),
        },
      },
      async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const context = await writableRecord(request, id);
        const updated = await withBody(request, (body) =>
          update(request, context, id, body, false),
        );
        await tagVersion(reply, id);
        return updated;
      },
    );
    app.put(
      `${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Replace in ${tag}`,
          params: idParams,
          ...(resource.create ? { body: resource.create.body } : {}),
          response: answers({ 200: one(answer) }, uploadErrors(errorsOf('update', 404, 409))),
        },
      },
      async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const context = await writableRecord(request, id);
        const updated = await withBody(request, (body) => update(request, context, id, body, true));
        await tagVersion(reply, id);
        return updated;
      },
    );
  }
  if (resource.update || resource.remove) {
    app.post(
      `${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Update in ${tag} by _method PATCH|PUT (or DELETE)`,
          params: idParams,
          response: answers(
            { 200: one(answer), 204: noContent },
            uploadErrors([
              ...errorsOf('update', 404, 409),
              ...(resource.remove ? errorsOf('delete', 409) : []),
            ]),
          ),
        },
      },
      async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParams>;
        if (!request.isMultipart()) {
          const { method } = stripMethod(request.body);
          if (method === 'DELETE') {
            await remove(request, [id]);
            return reply.code(204).send();
          }
        }
        // An update (or a multipart body, whose method is inside it) meets the update rule first.
        const context = await writableRecord(request, id);
        const result = await withBody(request, async (body) => {
          const { method, rest } = stripMethod(body);
          if (method === 'PATCH' || method === 'PUT')
            return update(request, context, id, rest, method === 'PUT');
          if (method === 'DELETE') {
            await remove(request, [id]);
            return undefined;
          }
          throw new ValidationError({
            _method: [{ key: 'validation.oneOf', params: { values: 'PATCH, PUT, DELETE' } }],
          });
        });
        if (result === undefined) return reply.code(204).send();
        await tagVersion(reply, id);
        return result;
      },
    );
  }

  if (resource.remove) {
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Delete in ${tag}`,
          params: idParams,
          response: answers({ 204: noContent }, errorsOf('delete', 404, 409)),
        },
      },
      async (request, reply) => {
        await remove(request, [(request.params as z.infer<typeof idParams>).id]);
        return reply.code(204).send();
      },
    );
    app.delete(
      path,
      {
        schema: {
          tags: [tag],
          summary: `Delete several in ${tag} (ids[]=1&ids[]=2)`,
          response: answers({ 204: noContent }, errorsOf('delete', 404, 409)),
        },
      },
      async (request, reply) => {
        const { ids } = parseBody(idList, request.query);
        await remove(request, [...new Set(ids)]);
        return reply.code(204).send();
      },
    );
  }
}
