// The /v1 relationship protocol: {owner}/{id}/relationships/{name}[/{relationId}] with list, create,
// update (PATCH, PUT, POST + _method), delete. The owner decides visibility and write rights.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { type HistoryRecord, historyRecordAt, recordWrite } from './history/recorder.ts';
import { all, answers, type ErrorStatus, noContent, one, ruleErrors } from './answers.ts';
import { forbidden, notFound, ValidationError } from './http-errors.ts';
import { stripMethod } from './method-override.ts';
import { idParams, relationParams } from './path-params.ts';
import { contextOf, parseBody, type V1Context } from './resource.ts';
import { type AccessRule, authorize } from './viewer.ts';

export interface RelationshipOwner {
  /** Path below /v1, e.g. '/evaluations'. */
  path: string;
  tag: string;
  /** Whether the viewer may see the owner (hidden owners answer 404). */
  isVisible(context: V1Context, ownerId: number): Promise<boolean>;
  /** Record-level write rule on top of the relationship's role rule. */
  canWrite?(context: V1Context, ownerId: number): Promise<boolean>;
}

export interface RelationshipDefinition<O, C, U> {
  owner: RelationshipOwner;
  name: string;
  /** The table of its items, whose removed rows the history keeps to be restored. */
  table?: string;
  access: { read: AccessRule; write: AccessRule };
  /** One related item as its presenter answers it (shared/answers.ts): the OpenAPI schema. */
  answer: z.ZodType<O>;
  list(context: V1Context, ownerId: number): Promise<O[]>;
  /** One related item of this owner, or undefined. */
  findOne(context: V1Context, ownerId: number, relationId: number): Promise<O | undefined>;
  create?: {
    body: z.ZodType<C>;
    run(context: V1Context, ownerId: number, input: C): Promise<number>;
  };
  update?: {
    body: z.ZodType<U>;
    run(context: V1Context, ownerId: number, relationId: number, input: U): Promise<void>;
  };
  remove?(context: V1Context, ownerId: number, relationId: number): Promise<void>;
}

/**
 * The owner of a relationship route, checked in the protocol's order: the role rule (401/403),
 * then the owner as the viewer sees it (404), then, for writes, the owner's record rule (403).
 */
export async function checkOwner(
  request: FastifyRequest,
  db: Db,
  owner: RelationshipOwner,
  rule: AccessRule,
  purpose: 'read' | 'write',
): Promise<{ context: V1Context; ownerId: number }> {
  const context = contextOf(request, db);
  authorize(context.viewer, rule);
  const { id } = idParams.parse(request.params);
  if (!(await owner.isVisible(context, id))) throw notFound();
  if (purpose === 'write' && owner.canWrite && !(await owner.canWrite(context, id))) {
    throw forbidden();
  }
  return { context, ownerId: id };
}

/** The owner's kind of record in the history: a write of its relationships changes the owner. */
export const ownerHistory = (request: FastifyRequest, owner: RelationshipOwner): HistoryRecord =>
  historyRecordAt(request.server.historyRecords, owner.path);

export function registerRelationship<O, C, U>(
  app: FastifyInstance,
  db: Db,
  relation: RelationshipDefinition<O, C, U>,
): void {
  const { owner, name, access, answer } = relation;
  const base = `${owner.path}/:id/relationships/${name}`;
  const tags = [owner.tag];
  /** Reads answer 404 for an owner or item the viewer cannot see; writes also the write rules. */
  const readErrors: ErrorStatus[] = [...ruleErrors(access.read), 404];
  const writeErrors: ErrorStatus[] = [
    ...ruleErrors(access.write, owner.canWrite !== undefined),
    404,
  ];

  const visibleOwner = (request: FastifyRequest, rule: AccessRule) =>
    checkOwner(request, db, owner, rule, 'read');
  const writableOwner = (request: FastifyRequest) =>
    checkOwner(request, db, owner, access.write, 'write');

  const existing = async (context: V1Context, ownerId: number, relationId: number) => {
    const item = await relation.findOne(context, ownerId, relationId);
    if (item === undefined) throw notFound();
    return item;
  };

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `${name} of one of ${owner.tag}`,
        params: idParams,
        response: answers({ 200: all(answer) }, readErrors),
      },
    },
    async (request) => {
      const { context, ownerId } = await visibleOwner(request, access.read);
      return { data: await relation.list(context, ownerId) };
    },
  );

  app.get(
    `${base}/:relationId`,
    {
      schema: {
        tags,
        summary: `One of the ${name}`,
        params: relationParams,
        response: answers({ 200: one(answer) }, readErrors),
      },
    },
    async (request) => {
      const { context, ownerId } = await visibleOwner(request, access.read);
      const { relationId } = request.params as z.infer<typeof relationParams>;
      return { data: await existing(context, ownerId, relationId) };
    },
  );

  if (relation.create) {
    const create = relation.create;
    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Add to the ${name}`,
          params: idParams,
          body: create.body,
          response: answers({ 201: one(answer) }, writeErrors),
        },
      },
      async (request, reply) => {
        const { context, ownerId } = await writableOwner(request);
        const input = parseBody(create.body, stripMethod(request.body).rest);
        const relationId = await recordWrite(context, {
          record: ownerHistory(request, owner),
          id: ownerId,
          action: 'update',
          write: (inTransaction) => create.run(inTransaction, ownerId, input),
        });
        return reply.code(201).send({ data: await existing(context, ownerId, relationId) });
      },
    );
  }

  const update = async (request: FastifyRequest, body: unknown) => {
    if (!relation.update) throw notFound();
    const { context, ownerId } = await writableOwner(request);
    const { relationId } = request.params as z.infer<typeof relationParams>;
    await existing(context, ownerId, relationId);
    const input = parseBody(relation.update.body, body);
    const run = relation.update.run;
    await recordWrite(context, {
      record: ownerHistory(request, owner),
      id: ownerId,
      action: 'update',
      write: (inTransaction) => run(inTransaction, ownerId, relationId, input),
    });
    return { data: await existing(context, ownerId, relationId) };
  };
  const remove = async (request: FastifyRequest) => {
    if (!relation.remove) throw notFound();
    const { context, ownerId } = await writableOwner(request);
    const { relationId } = request.params as z.infer<typeof relationParams>;
    await existing(context, ownerId, relationId);
    const run = relation.remove;
    await recordWrite(context, {
      record: ownerHistory(request, owner),
      id: ownerId,
      action: 'update',
      ...(relation.table ? { removes: { table: relation.table, id: relationId } } : {}),
      write: (inTransaction) => run(inTransaction, ownerId, relationId),
    });
  };

  if (relation.update) {
    const summary = `Update one of the ${name}`;
    const body = relation.update.body;
    const response = answers({ 200: one(answer) }, writeErrors);
    app.patch(
      `${base}/:relationId`,
      { schema: { tags, summary, params: relationParams, body, response } },
      (request) => update(request, request.body),
    );
    app.put(
      `${base}/:relationId`,
      { schema: { tags, summary, params: relationParams, body, response } },
      (request) => update(request, request.body),
    );
  }
  if (relation.update || relation.remove) {
    app.post(
      `${base}/:relationId`,
      {
        schema: {
          tags,
          summary: `Update (_method PATCH|PUT) or delete (_method DELETE) one of the ${name}`,
          params: relationParams,
          response: answers({ 200: one(answer), 204: noContent }, writeErrors),
        },
      },
      async (request, reply) => {
        const { method, rest } = stripMethod(request.body);
        if ((method === 'PATCH' || method === 'PUT') && relation.update)
          return update(request, rest);
        if (method === 'DELETE' && relation.remove) {
          await remove(request);
          return reply.code(204).send();
        }
        await writableOwner(request);
        throw new ValidationError({
          _method: [{ key: 'validation.oneOf', params: { values: 'PATCH, PUT, DELETE' } }],
        });
      },
    );
  }
  if (relation.remove) {
    app.delete(
      `${base}/:relationId`,
      {
        schema: {
          tags,
          summary: `Remove one of the ${name}`,
          params: relationParams,
          response: answers({ 204: noContent }, writeErrors),
        },
      },
      async (request, reply) => {
        await remove(request);
        return reply.code(204).send();
      },
    );
  }
}
