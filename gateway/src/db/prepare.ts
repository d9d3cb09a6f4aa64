// Brings a database to a usable state at start-up: refuse a schema newer than this code, migrate to
// latest (or, with MIGRATE_ON_START off, refuse missing migrations), then demo content if empty,
// and the site content's first texts where the database has none.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { refuseNewerSchema, refusePendingMigrations, schemaStatus } from './schema-version.ts';
import { isDatabaseEmpty } from './seed/is-empty.ts';
import { DatabaseNotEmptyError, seedDemo } from './seed/seed-demo.ts';
import { fillSiteContentAtStart } from './seed/steps/site-content.ts';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export function openConfiguredDatabase(
  config: Config,
  { onQuery }: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<DatabaseHandle> {
  return openDatabase({
    onQuery,
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
}

/**
 * Migrations (an index on a large table; waiting for another gateway's migration lock) may run
 * longer than DATABASE_STATEMENT_TIMEOUT_MS allows a request: they run on one connection without it.
 */
export function migrateWithoutStatementTimeout(database: DatabaseHandle): Promise<string[]> {
  if (database.kind !== 'postgres') return migrateToLatest(database.db);
  return database.db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await migrateToLatest(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  log: Logger,
): Promise<{ seeded: boolean }> {
  const status = await schemaStatus(database.db);
  refuseNewerSchema(status);
  if (config.MIGRATE_ON_START) {
    // Several gateways starting together on one PostgreSQL: the migrator holds an advisory lock,
    // so one of them migrates and the others find nothing left to do.
    const applied = await migrateWithoutStatementTimeout(database);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  } else refusePendingMigrations(status);
  const storage = createFileStorage(config, log);
  try {
    const seeded = config.SEED_DEMO && (await seedIfEmpty(database, config, storage, log));
    // A database without the demo, or from before the site content existed, gets its pages once.
    if (await fillSiteContentAtStart(database.db, storage))
      log.info('site content filled with its first texts');
    return { seeded };
  } finally {
    await storage.close();
  }
}

async function seedIfEmpty(
  database: DatabaseHandle,
  config: Config,
  storage: FileStorage,
  log: Logger,
): Promise<boolean> {
  if (!(await isDatabaseEmpty(database.db))) return false;
  try {
    const summary = await seedDemo(database.db, {
      storage,
      accounts: config.demoAccounts,
      password: config.DEMO_PASSWORD,
    });
    log.info({ summary }, 'demo content loaded into the empty database');
    return true;
  } catch (error) {
    // Another process sharing this PostgreSQL seeded it first: that is the state we wanted.
    if (error instanceof DatabaseNotEmptyError) return false;
    throw error;
  }
}
