// Documents as /v1 shows them: iso dates and the file they hold.
import { z } from 'zod';
import { answerRecord, fileAnswer, recordId, timestamps } from '../shared/answers.ts';
import { type FileRef, fileUrl, iso } from '../shared/presenters.ts';
import type { DocumentRow, DocumentWithFile } from './repository.ts';

export const documentAnswer = answerRecord('Document', {
  id: recordId,
  type: z.string(),
  title: z.string(),
  is_public: z.boolean(),
  file_id: recordId,
  file: fileAnswer.nullable(),
  ...timestamps,
});
export type DocumentOut = z.infer<typeof documentAnswer>;

/** A document row with its file as loaded by shared/file-refs.ts `loadFileRefs`. */
export function presentDocument(
  row: DocumentRow,
  files: ReadonlyMap<number, FileRef>,
): DocumentOut {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    is_public: row.is_public,
    file_id: row.file_id,
    file: files.get(row.file_id) ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

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
