// Whether the database's schema matches this code: migrations it has run that this code does not
// know (a newer gateway migrated it) and migrations of this code it has not run yet.
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrate.ts';

/** The database and this code disagree about the schema; the message says what to do. */
export class SchemaMismatchError extends Error {
  override name = 'SchemaMismatchError';
}

export interface SchemaStatus {
  /** Run in the database, unknown to this code. */
  unknown: string[];
  /** Known to this code, not run in the database yet. */
  pending: string[];
}

/** Names of the migrations the database has run (none when it has never been migrated). */
async function executedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ exists: boolean }>`
    select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!rows[0]?.exists) return [];
  const executed = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return executed.rows.map((row) => row.name);
}

export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const executed = new Set(await executedMigrations(db));
  const known = Object.keys(migrations);
  return {
    unknown: [...executed].filter((name) => !(name in migrations)).sort(),
    pending: known.filter((name) => !executed.has(name)),
  };
}

/** Refuses a database that a newer gateway migrated: this code would misread its tables. */
export function refuseNewerSchema(status: SchemaStatus): void {
  if (status.unknown.length === 0) return;
  throw new SchemaMismatchError(
    `the database schema is newer than this gateway: it has run ${status.unknown.join(', ')}, ` +
      'which this version does not know. Deploy the gateway version that ran them (or newer), ' +
      'or restore the database from before them.',
  );
}

/** Refuses to start on missing migrations when starting is not allowed to run them. */
export function refusePendingMigrations(status: SchemaStatus): void {
  if (status.pending.length === 0) return;
  throw new SchemaMismatchError(
    `the database lacks ${status.pending.join(', ')}: run "npm run migrate" first ` +
      '(MIGRATE_ON_START is off, so the gateway does not migrate by itself).',
  );
}
