// The reads of the documents relationship, repository wired to presenter: the documents of many
// owners (the list route and organisations' with[]=documents) and one document.
import { loadFileRefs } from '../shared/file-refs.ts';
import type { V1Context } from '../shared/resource.ts';
import { type DocumentOut, presentDocument, presentDocumentRow } from './presenter.ts';
import { type DocumentOwnerColumn, documentRowsByOwner, findDocumentRow } from './repository.ts';

/** The documents of many owners at once, by type and title (for with[] and the list route). */
export async function documentsOf(
  context: V1Context,
  column: DocumentOwnerColumn,
  ownerIds: readonly number[],
): Promise<Map<number, DocumentOut[]>> {
  const byOwner = await documentRowsByOwner(context, column, ownerIds);
  return new Map([...byOwner].map(([ownerId, list]) => [ownerId, list.map(presentDocumentRow)]));
}

export async function findDocument(
  context: V1Context,
  column: DocumentOwnerColumn,
  ownerId: number,
  documentId: number,
): Promise<DocumentOut | undefined> {
  const row = await findDocumentRow(context, column, ownerId, documentId);
  if (!row) return undefined;
  return presentDocument(row, await loadFileRefs(context.db, [row.file_id]));
}
