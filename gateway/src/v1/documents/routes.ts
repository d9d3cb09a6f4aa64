// {owner}/{id}/relationships/documents[/{docId}]: reads through the shared relationship protocol;
// writes take a multipart upload (field `file` plus the fields) or JSON naming an earlier upload
// (`file_id`). A stored upload is removed again when the write fails.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordWrite } from '../shared/history/recorder.ts';
import { answers, noContent, one, ruleErrors } from '../shared/answers.ts';
import { invalidField, notFound, ValidationError } from '../shared/http-errors.ts';
import { stripMethod } from '../shared/method-override.ts';
import { idParams, relationParams } from '../shared/path-params.ts';
import { ensureFile } from '../shared/references.ts';
import {
  checkOwner,
  ownerHistory,
  type RelationshipOwner,
  registerRelationship,
} from '../shared/relationship.ts';
import { parseBody, type V1Context } from '../shared/resource.ts';
import { discardUpload, withUpload as withStoredUpload } from '../shared/uploads/upload.ts';
import type { V1Options } from '../shared/v1-module.ts';
import type { AccessRule } from '../shared/viewer.ts';
import { documentAnswer } from './presenter.ts';
import { documentsOf, findDocument } from './relationship.ts';
import {
  createDocument,
  type DocumentOwnerColumn,
  deleteDocument,
  updateDocument,
} from './repository.ts';
import { documentBodies } from './schema.ts';

/** What the document routes need to know of their owner kind. */
export interface DocumentOwnerKind {
  path: string;
  tag: string;
  ownerColumn: DocumentOwnerColumn;
  /** Role rule for writes; the owner's canWrite applies on top. */
  writers: AccessRule;
  types: readonly [string, ...string[]];
}

/** The file of a write: the upload, else an earlier upload named by `file_id`, never both. */
async function chosenFile(
  options: Pick<V1Options, 'db'>,
  uploadedId: number | undefined,
  bodyFileId: number | undefined,
): Promise<number | undefined> {
  if (uploadedId !== undefined && bodyFileId !== undefined)
    throw invalidField('file_id', 'validation.invalid');
  if (bodyFileId !== undefined) await ensureFile(options.db, bodyFileId, 'file_id');
  return uploadedId ?? bodyFileId;
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  options: V1Options,
  kind: DocumentOwnerKind,
  owner: RelationshipOwner,
): void {
  const { db } = options;
  const column = kind.ownerColumn;
  const { create: createDocumentBody, update: updateDocumentBody } = documentBodies(kind.types);
  registerRelationship(app, db, {
    owner,
    name: 'documents',
    access: { read: 'public', write: kind.writers },
    answer: documentAnswer,
    async list(context, ownerId) {
      return (await documentsOf(context, column, [ownerId])).get(ownerId) ?? [];
    },
    findOne: (context, ownerId, documentId) => findDocument(context, column, ownerId, documentId),
  });

  const base = `${kind.path}/:id/relationships/documents`;
  const tags = [kind.tag];
  /** A write may store an upload: the storage may be full (507). */
  const writeErrors = [
    ...ruleErrors(kind.writers, owner.canWrite !== undefined),
    404,
    507,
  ] as const;

  const writableOwner = (request: FastifyRequest) =>
    checkOwner(request, db, owner, kind.writers, 'write');
  const existing = async (context: V1Context, ownerId: number, documentId: number) => {
    const document = await findDocument(context, column, ownerId, documentId);
    if (!document) throw notFound();
    return document;
  };
  /** The target document of a /{relationId} route, checked before any upload is read. */
  const target = async (request: FastifyRequest) => {
    const { context, ownerId } = await writableOwner(request);
    const { relationId } = request.params as z.infer<typeof relationParams>;
    await existing(context, ownerId, relationId);
    return { context, ownerId, documentId: relationId, history: ownerHistory(request, owner) };
  };
  type Target = Awaited<ReturnType<typeof target>>;
  /** A change of the owner's documents, recorded in the owner's history with it. */
  const recorded = <T>(
    found: Pick<Target, 'context' | 'ownerId' | 'history'>,
    write: (db: Db) => Promise<T>,
    removes?: number,
  ) =>
    recordWrite(found.context, {
      record: found.history,
      id: found.ownerId,
      action: 'update',
      ...(removes === undefined ? {} : { removes: { table: 'documents', id: removes } }),
      write: ({ db: trx }) => write(trx),
    });

  const update = async (found: Target, fields: unknown, uploadedId: number | undefined) => {
    const input = parseBody(updateDocumentBody, fields);
    const fileId = await chosenFile(options, uploadedId, input.file_id);
    await recorded(found, (trx) =>
      updateDocument(trx, found.documentId, { ...input, ...(fileId ? { file_id: fileId } : {}) }),
    );
    return { data: await existing(found.context, found.ownerId, found.documentId) };
  };

  /** The body and its stored file; the file is removed again when `write` fails. */
  const withUpload = <T>(
    request: FastifyRequest,
    write: (fields: Record<string, unknown>, fileId: number | undefined) => Promise<T>,
  ): Promise<T> =>
    withStoredUpload(request, options, {}, (upload) => write(upload.fields, upload.fileId));

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a document (multipart `file` or JSON `file_id`)',
        params: idParams,
        response: answers({ 201: one(documentAnswer) }, writeErrors),
      },
    },
    async (request, reply) => {
      const { context, ownerId } = await writableOwner(request);
      const data = await withUpload(request, async (fields, uploadedId) => {
        const { file_id, ...input } = parseBody(createDocumentBody, stripMethod(fields).rest);
        const fileId = await chosenFile(options, uploadedId, file_id);
        if (fileId === undefined) throw invalidField('file', 'validation.required');
        const documentId = await recorded(
          { context, ownerId, history: ownerHistory(request, owner) },
          (trx) => createDocument(trx, column, ownerId, { ...input, file_id: fileId }),
        );
        return existing(context, ownerId, documentId);
      });
      return reply.code(201).send({ data });
    },
  );

  const replace = async (request: FastifyRequest) => {
    const found = await target(request);
    return withUpload(request, (fields, uploadedId) =>
      update(found, stripMethod(fields).rest, uploadedId),
    );
  };
  const summary = 'Update a document (a new file replaces the old one)';
  const response = answers({ 200: one(documentAnswer) }, writeErrors);
  app.patch(
    `${base}/:relationId`,
    { schema: { tags, summary, params: relationParams, response } },
    replace,
  );
  app.put(
    `${base}/:relationId`,
    { schema: { tags, summary, params: relationParams, response } },
    replace,
  );

  const remove = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await target(request);
    await recorded(found, (trx) => deleteDocument(trx, found.documentId), found.documentId);
    return reply.code(204).send();
  };
  app.delete(
    `${base}/:relationId`,
    {
      schema: {
        tags,
        summary: 'Remove a document',
        params: relationParams,
        response: answers({ 204: noContent }, writeErrors),
      },
    },
    remove,
  );

  app.post(
    `${base}/:relationId`,
    {
      schema: {
        tags,
        summary: 'Update (_method PATCH|PUT) or remove (_method DELETE) a document',
        params: relationParams,
        response: answers({ 200: one(documentAnswer), 204: noContent }, writeErrors),
      },
    },
    async (request, reply) => {
      const found = await target(request);
      const result = await withUpload(request, async (fields, uploadedId) => {
        const { method, rest } = stripMethod(fields);
        if (method === 'PATCH' || method === 'PUT') return update(found, rest, uploadedId);
        if (method === 'DELETE') {
          // A file sent along with a delete is not kept.
          await discardUpload(request, options, uploadedId);
          await recorded(found, (trx) => deleteDocument(trx, found.documentId), found.documentId);
          return undefined;
        }
        throw new ValidationError({
          _method: [{ key: 'validation.oneOf', params: { values: 'PATCH, PUT, DELETE' } }],
        });
      });
      return result === undefined ? reply.code(204).send() : result;
    },
  );
}
