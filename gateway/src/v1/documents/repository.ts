// Reading and writing the documents of evaluations, associations, programs and trial bureaus.
// Visitors see public documents only.
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { groupBy } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import type { Viewer } from '../shared/viewer.ts';
import type { CreateDocument, UpdateDocument } from './schema.ts';

export type DocumentOwnerColumn =
  | 'evaluation_id'
  | 'association_id'
  | 'program_id'
  | 'trial_bureau_id';

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
export type DocumentRow = Awaited<
  ReturnType<ReturnType<typeof selectDocuments>['execute']>
>[number];

/** A document row with its file's name, type and size (`documentRows`). */
export type DocumentWithFile = DocumentRow & {
  file_name: string;
  file_mime_type: string;
  file_size: number;
};

function visibleTo(
  query: SelectQueryBuilder<Database, 'documents', DocumentRow>,
  viewer: Viewer | null,
) {
  return viewer ? query : query.where('documents.is_public', '=', true);
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

/** `documentRows` run and grouped by owner; no query without owners. */
export async function documentRowsByOwner(
  context: V1Context,
  column: DocumentOwnerColumn,
  ownerIds: readonly number[],
): Promise<Map<number, DocumentWithFile[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = (await documentRows(context, column, ownerIds).execute()) as DocumentWithFile[];
  return groupBy(rows, (row) => row[column] ?? 0);
}

/** One document of the owner as the viewer may see it, or undefined. */
export function findDocumentRow(
  context: V1Context,
  column: DocumentOwnerColumn,
  ownerId: number,
  documentId: number,
): Promise<DocumentRow | undefined> {
  return visibleTo(selectDocuments(context.db), context.viewer)
    .where('documents.id', '=', documentId)
    .where(`documents.${column}`, '=', ownerId)
    .executeTakeFirst();
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
