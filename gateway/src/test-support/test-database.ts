// Fresh, migrated, empty databases for tests: in-memory PGlite always, and a throwaway PostgreSQL
// database (created from DATABASE_URL, dropped afterwards) when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migratedPgliteSnapshot } from './pglite-snapshot.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Why the target cannot run here (use with describe.skipIf); undefined when it can. */
  skipReason: string | undefined;
  open(): Promise<TestDatabase>;
}

async function migrated(handle: DatabaseHandle, drop: () => Promise<void>): Promise<TestDatabase> {
  const dispose = async () => {
    try {
      await handle.close();
    } finally {
      await drop();
    }
  };
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...handle, dispose };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PGlite target alone: for tests about HTTP or the app, not about the kind of database. */
export function pgliteTestDatabase(): TestDatabaseTarget {
  return {
    name: 'pglite',
    skipReason: undefined,
    // From a migrated data directory made once per schema (pglite-snapshot.ts): a fresh PGlite
    // costs seconds of initdb, a loaded one about one.
    open: async () => {
      const handle = await openDatabase({ pgliteDataDir: await migratedPgliteSnapshot() });
      return { ...handle, dispose: () => handle.close() };
    },
  };
}

function postgresTarget(url: string | undefined): TestDatabaseTarget {
  return {
    name: 'postgres',
    skipReason: url ? undefined : 'DATABASE_URL is not set',
    async open() {
      if (!url) throw new Error('DATABASE_URL is not set');
      // A random name per test file: parallel runs and leftovers of old runs never collide.
      const name = `t_${randomBytes(8).toString('hex')}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      const testUrl = new URL(url);
      testUrl.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 4 });
      return migrated(handle, async () => {
        // pool.end() resolves before idle connections are gone; wait for them, then drop.
        await adminQuery(
          url,
          `DO $$ BEGIN FOR i IN 1..50 LOOP EXIT WHEN NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = '${name}'); PERFORM pg_sleep(0.1); END LOOP; END $$`,
        );
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/** Every database kind the tests should cover here; PostgreSQL carries a skip reason without a URL. */
export function openTestDatabases(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseTarget[] {
  return [pgliteTestDatabase(), postgresTarget(env.DATABASE_URL || undefined)];
}

/** A describe title that shows why a target is skipped. */
export function describeTitle(subject: string, target: TestDatabaseTarget): string {
  return target.skipReason
    ? `${subject} on ${target.name} (skipped: ${target.skipReason})`
    : `${subject} on ${target.name}`;
}
