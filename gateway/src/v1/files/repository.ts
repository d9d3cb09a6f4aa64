// The stored file behind GET /v1/files/:id. Who may read it is visibility.ts; unreferenced files
// are removed by sweep.ts.
import type { Db } from '../../db/database.ts';

/** Where a file's bytes are kept and what they are, or undefined for an unknown id. */
export function findStoredFile(db: Db, fileId: number) {
  return db
    .selectFrom('files')
    .select(['storage_key', 'original_name', 'mime_type', 'size_bytes', 'sha256'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}
