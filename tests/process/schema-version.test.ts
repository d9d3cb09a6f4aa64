// Migrations run once per deploy: several gateways (or `npm run migrate` runs) on one PostgreSQL
// migrate under the migrator's advisory lock, a gateway refuses a schema newer than its code, and
// with MIGRATE_ON_START off it refuses missing migrations instead of running them.
import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { openDatabase } from '../../gateway/src/db/database.ts';
import { migrateToLatest, migrations } from '../../gateway/src/db/migrate.ts';
import { prepareDatabase } from '../../gateway/src/db/prepare.ts';
import { SchemaMismatchError } from '../../gateway/src/db/schema-version.ts';
import { isDatabaseUnavailable } from '../../gateway/src/db/unavailable.ts';
import { runGateway } from '../support/gateway-process.ts';
import { createScratchDatabase } from '../support/scratch-database.ts';

const FUTURE = '9999_from_a_newer_gateway';
const quiet = { info: () => {}, warn: () => {} };
// Start-up stores the site content's sponsor logos under DATA_DIR: a folder of this file's own.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'zv-schema-uploads-'));
const configWith = (env: Record<string, string>) =>
  loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: uploadsDir, ...env });

describe('schema version at start-up', () => {
  const dirs: string[] = [uploadsDir];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('refuses to start on a schema newer than its code, with one clear line', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-schema-'));
    dirs.push(dataDir);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await migrateToLatest(database.db);
    await sql`insert into kysely_migration (name, timestamp) values (${FUTURE}, now()::text)`.execute(
      database.db,
    );
    await database.close();

    const run = runGateway({ DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Database error: the database schema is newer than this gateway: .*${FUTURE}`),
    );
    // Migrating an embedded database here and starting a gateway process took 52-60 s with both
    // suites on 2 cores (docs/testing.md: such a test sets a limit of its own, twice that).
  }, 180_000);

  it('with MIGRATE_ON_START off, refuses missing migrations until `npm run migrate` ran', async () => {
    const database = await openDatabase({});
    try {
      const config = configWith({ MIGRATE_ON_START: 'false' });
      const refused = prepareDatabase(database, config, quiet);
      await expect(refused).rejects.toThrow(SchemaMismatchError);
      await expect(refused).rejects.toThrow(/lacks 0001_reference, .*run "npm run migrate"/);
      expect(await migrateToLatest(database.db)).toHaveLength(Object.keys(migrations).length);
      await expect(prepareDatabase(database, config, quiet)).resolves.toEqual({ seeded: false });
    } finally {
      await database.close();
    }
    // Two migrations of an embedded database: 25-28 s with both suites on 2 cores.
  }, 120_000);

  const serverUrl = process.env.DATABASE_URL;
  it.skipIf(!serverUrl)(
    'migrates once when two gateways start together on one PostgreSQL',
    async () => {
      const scratch = await createScratchDatabase(serverUrl ?? '');
      const first = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
      const second = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
      try {
        const config = configWith({});
        const [a, b] = await Promise.all([
          prepareDatabase(first, config, quiet),
          prepareDatabase(second, config, quiet),
        ]);
        expect([a, b]).toEqual([{ seeded: false }, { seeded: false }]);
        const rows = await scratch.query<{ name: string }>(
          'select name from kysely_migration order by name',
        );
        expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
        // And the site content's first texts, once.
        const site = await scratch.query<{ pages: number; sponsors: number }>(
          'select (select count(*)::int from site_pages) as pages, (select count(*)::int from sponsors) as sponsors',
        );
        expect(site).toEqual([{ pages: 5, sponsors: 2 }]);
      } finally {
        await first.close();
        await second.close();
        await scratch.drop();
      }
    },
  );

  it.skipIf(!serverUrl)(
    'cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS (503), but lets migrations wait',
    async () => {
      const scratch = await createScratchDatabase(serverUrl ?? '');
      const database = await openDatabase({
        databaseUrl: scratch.url,
        poolSize: 2,
        statementTimeoutMs: 200,
      });
      const holder = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
      try {
        const slow = sql`select pg_sleep(1)`.execute(database.db);
        await expect(slow).rejects.toMatchObject({ code: '57014' });
        expect(isDatabaseUnavailable(await slow.catch((error: unknown) => error))).toBe(true);
        // Another gateway holds the migration lock for longer than the statement timeout.
        const held = holder.db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(3853314791062309107)`.execute(connection);
          await sql`select pg_sleep(0.6)`.execute(connection);
          await sql`select pg_advisory_unlock(3853314791062309107)`.execute(connection);
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await expect(prepareDatabase(database, configWith({}), quiet)).resolves.toEqual({
          seeded: false,
        });
        await held;
      } finally {
        await database.close();
        await holder.close();
        await scratch.drop();
      }
    },
  );
});
