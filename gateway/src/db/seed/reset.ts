// Empties every application table (roles and the migration bookkeeping stay) and restarts the ids.
import { sql } from 'kysely';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../database.ts';
import { seedTables } from './tables.ts';

export async function truncateAll(db: Db): Promise<void> {
  await sql.raw(`TRUNCATE ${seedTables.join(', ')} RESTART IDENTITY CASCADE`).execute(db);
}

/** Deletes the stored bytes of every file row, so a reset leaves no orphans in storage. */
export async function removeStoredFiles(db: Db, storage: FileStorage): Promise<number> {
  const rows = await db.selectFrom('files').select('storage_key').execute();
  for (const row of rows) await storage.remove(row.storage_key);
  return rows.length;
}
