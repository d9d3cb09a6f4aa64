// Files nobody references any more (a deleted document's file, a replaced logo, an upload that was
// never used) are removed from the database and from storage, once they are a day old, so the
// upload-then-reference flow of the clients always has time to finish. Then stored objects that
// no `files` row names at all (a crash between storing the bytes and inserting the row, or between
// deleting the row and the bytes) are removed too, on either storage adapter.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Every column that points at a file; a file referenced by any of them is kept. */
const fileReferences = [
  ['associations', 'logo_id'],
  ['associations', 'banner_id'],
  ['programs', 'logo_id'],
  ['programs', 'banner_id'],
  ['trial_bureaus', 'logo_id'],
  ['trial_bureaus', 'banner_id'],
  ['evaluations', 'logo_id'],
  ['evaluations', 'banner_id'],
  ['users', 'avatar_id'],
  ['documents', 'file_id'],
  ['posts', 'image_id'],
  ['events', 'file_id'],
  ['bug_reports', 'screenshot_id'],
  ['site_details', 'privacy_statement_file_id'],
  ['sponsors', 'logo_id'],
] as const;

export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

/** Removes unreferenced files older than the grace period; answers how many went. */
export async function sweepUnreferencedFiles(
  db: Db,
  storage: FileStorage,
  {
    graceMs = SWEEP_GRACE_MS,
    now = new Date(),
    restoreDays = 30,
  }: { graceMs?: number; now?: Date; restoreDays?: number } = {},
): Promise<number> {
  // A file of a deleted record that may still be restored (its tombstone names it) is kept.
  const restorable = new Date(now.getTime() - restoreDays * 24 * 60 * 60 * 1000);
  const unreferenced = sql.join(
    [
      ...fileReferences.map(
        ([table, column]) =>
          sql`not exists (select 1 from ${sql.table(table)} as r where ${sql.ref(`r.${column}`)} = f.id)`,
      ),
      sql`not exists (select 1 from history_entries as h where h.action = 'delete'
        and h.at >= ${restorable} and h.tombstone -> 'files' @> to_jsonb(f.id))`,
    ],
    sql` and `,
  );
  const cutoff = new Date(now.getTime() - graceMs);
  // One statement: a file referenced meanwhile by another process is no longer matched.
  const { rows } = await sql<{ storage_key: string }>`
    delete from files as f
    where f.created_at < ${cutoff} and ${unreferenced}
    returning f.storage_key`.execute(db);
  for (const { storage_key } of rows) await storage.remove(storage_key);
  // Temporary files of uploads a crash cut short are unreferenced by definition.
  const leftovers = await storage.removeLeftovers(cutoff);
  return rows.length + leftovers + (await removeOrphanedObjects(db, storage, cutoff));
}

/** Keys looked up in the files table per statement. */
const ORPHAN_BATCH = 500;

/**
 * Removes stored objects older than `cutoff` that no `files` row names; answers how many. A row is
 * inserted right after its bytes are stored, so an object a day old without one never gets one.
 */
async function removeOrphanedObjects(db: Db, storage: FileStorage, cutoff: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const removeUnnamed = async () => {
    const named = await db
      .selectFrom('files')
      .select('storage_key')
      .where('storage_key', 'in', batch)
      .execute();
    const known = new Set(named.map((row) => row.storage_key));
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const key of storage.listKeys(cutoff)) {
    batch.push(key);
    if (batch.length === ORPHAN_BATCH) await removeUnnamed();
  }
  if (batch.length > 0) await removeUnnamed();
  return removed;
}
