// The files that records name (logos, banners, avatars, a document's or an event's file), loaded
// by id for many records at once and shaped as FileRef (shared/presenters.ts).
import type { Db } from '../../db/database.ts';
import { type FileRef, fileUrl } from './presenters.ts';

/** File references by id, in one query. */
export async function loadFileRefs(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, FileRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .select(['id', 'original_name', 'mime_type', 'size_bytes'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        url: fileUrl(row.id),
        name: row.original_name,
        mime_type: row.mime_type,
        size: row.size_bytes,
      },
    ]),
  );
}
