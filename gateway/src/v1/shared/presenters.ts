// Small presenters shared by resources: timestamps, file references, grouping of loaded rows.
import type { Db } from '../../db/database.ts';

export interface FileRef {
  id: number;
  url: string;
  name: string;
  mime_type: string;
  size: number;
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const fileUrl = (id: number) => `/v1/files/${id}`;

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

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
