// Files nobody references any more (a deleted document's file, a replaced logo, an upload that was
// never used) are removed from the database and from storage, once they are a day old, so the
// upload-then-reference flow of the clients always has time to finish.
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
] as const;

export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

/** Removes unreferenced files older than the grace period; answers how many went. */
export async function sweepUnreferencedFiles(
  db: Db,
  storage: FileStorage,
  { graceMs = SWEEP_GRACE_MS, now = new Date() }: { graceMs?: number; now?: Date } = {},
): Promise<number> {
  const unreferenced = sql.join(
    fileReferences.map(
      ([table, column]) =>
        sql`not exists (select 1 from ${sql.table(table)} as r where ${sql.ref(`r.${column}`)} = f.id)`,
    ),
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
  return rows.length + (await storage.removeLeftovers(cutoff));
}
