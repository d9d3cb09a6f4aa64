// Documents of evaluations, associations, programs and trial bureaus: rows, visibility (visitors
// see public ones only) and the request bodies. The routes live in document-routes.ts.
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { type FileRef, fileUrl, groupBy, iso, loadFileRefs } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import { booleanish, id, required } from '../shared/rules.ts';
import type { Viewer } from '../shared/viewer.ts';

export type DocumentOwnerColumn =
  | 'evaluation_id'
  | 'association_id'
  | 'program_id'
  | 'trial_bureau_id';

/** The bodies for one owner kind; its document types differ (decisions.md). */
export function documentBodies(types: readonly [string, ...string[]]) {
  const fields = {
    type: z.enum(types),
    title: required(300),
    is_public: booleanish,
    /** A file uploaded before (POST /v1/files); a multipart request sends the file itself instead. */
    file_id: id,
  };
  return {
    create: z.strictObject({
      ...fields,
      is_public: fields.is_public.default(false),
      file_id: fields.file_id.optional(),
    }),
    update: z.strictObject(fields).partial(),
  };
}
export type CreateDocument = z.infer<ReturnType<typeof documentBodies>['create']>;
export type UpdateDocument = z.infer<ReturnType<typeof documentBodies>['update']>;

export interface DocumentOut {
  id: number;
  type: string;
  title: string;
  is_public: boolean;
  file_id: number;
  file: FileRef | null;
  created_at: string | null;
  updated_at: string | null;
}

const columns = [
  'documents.id',
  'documents.evaluation_id',
  'documents.association_id',
  'documents.program_id',
  'documents.trial_bureau_id',
  'documents.type',
  'documents.title',
  'documents.file_id',
  'documents.is_public',
  'documents.created_at',
  'documents.updated_at',
] as const;
const selectDocuments = (db: Db) => db.selectFrom('documents').select(columns);
type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

function visibleTo(
  query: SelectQueryBuilder<Database, 'documents', DocumentRow>,
  viewer: Viewer | null,
) {
  return viewer ? query : query.where('documents.is_public', '=', true);
}

async function present(db: Db, rows: readonly DocumentRow[]): Promise<DocumentOut[]> {
  const files = await loadFileRefs(
    db,
    rows.map((row) => row.file_id),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    is_public: row.is_public,
    file_id: row.file_id,
    file: files.get(row.file_id) ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/**
 * The documents of many owners with their files, by type and title (one query; also a relation
 * of the batched loader, shared/batched-relations.ts).
 */
export function documentRows(
  context: Pick<V1Context, 'db' | 'viewer'>,
  column: DocumentOwnerColumn,
  ownerIds: readonly number[],
) {
  return visibleTo(selectDocuments(context.db), context.viewer)
    .innerJoin('files', 'files.id', 'documents.file_id')
    .select([
      'files.original_name as file_name',
      'files.mime_type as file_mime_type',
      'files.size_bytes as file_size',
    ])
    .where(`documents.${column}`, 'in', [...ownerIds])
    .orderBy('documents.type')
    .orderBy('documents.title')
    .orderBy('documents.id');
}

type DocumentWithFile = DocumentRow & {
  file_name: string;
  file_mime_type: string;
  file_size: number;
};

/** A row of `documentRows` as /v1 shows it. */
export function presentDocumentRow(row: DocumentWithFile): DocumentOut {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    is_public: row.is_public,
    file_id: row.file_id,
    file: {
      id: row.file_id,
      url: fileUrl(row.file_id),
      name: row.file_name,
      mime_type: row.file_mime_type,
      size: row.file_size,
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The documents of many owners at once, by type and title (for with[] and the list route). */
export async function documentsOf(
  context: V1Context,
  column: DocumentOwnerColumn,
  ownerIds: readonly number[],
): Promise<Map<number, DocumentOut[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = (await documentRows(context, column, ownerIds).execute()) as DocumentWithFile[];
  const byOwner = groupBy(rows, (row) => row[column] ?? 0);
  return new Map([...byOwner].map(([ownerId, list]) => [ownerId, list.map(presentDocumentRow)]));
}

export async function findDocument(
  context: V1Context,
  column: DocumentOwnerColumn,
  ownerId: number,
  documentId: number,
): Promise<DocumentOut | undefined> {
  const row = await visibleTo(selectDocuments(context.db), context.viewer)
    .where('documents.id', '=', documentId)
    .where(`documents.${column}`, '=', ownerId)
    .executeTakeFirst();
  return row ? (await present(context.db, [row]))[0] : undefined;
}

export async function createDocument(
  db: Db,
  column: DocumentOwnerColumn,
  ownerId: number,
  input: Omit<CreateDocument, 'file_id'> & { file_id: number },
): Promise<number> {
  const row = await db
    .insertInto('documents')
    .values({ ...input, [column]: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(db: Db, id: number, input: UpdateDocument): Promise<void> {
  if (Object.keys(input).length === 0) return;
  await db.updateTable('documents').set(input).where('id', '=', id).execute();
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}
