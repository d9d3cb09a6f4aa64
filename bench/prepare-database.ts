// The benchmark's own database, prepared once and reused: a PostgreSQL database of its own on the
// server of DATABASE_URL (`zorgevaluatie_bench_<n>`), or a PGlite folder under data/bench/. Both
// hold the demo content plus `n` evaluations from the scale seed (`npm run seed:scale`).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../gateway/src/config.ts';
import {
  demoOptionsFrom,
  describeDatabase,
  openMigratedDatabase,
} from '../gateway/src/db/seed/cli-support.ts';
import { seedScale } from '../gateway/src/db/seed/seed-scale.ts';
import { createFileStorage } from '../gateway/src/storage/create-file-storage.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** The gateway's environment for this database. */
  env: Record<string, string>;
  /** Evaluations in it (demo ones included). */
  evaluations: number;
  description: string;
}

const repoRoot = path.resolve(import.meta.dirname, '..');

function postgresUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Scale-seeded evaluations in the database behind `env`, or -1 when it cannot be read. */
async function seededEvaluations(env: Record<string, string>): Promise<number> {
  const handle = await openMigratedDatabase(loadConfig(env));
  try {
    const row = await sql<{ count: number }>`
      select count(*)::int as count from evaluations
      where study_title like 'Pragmatische multicenter zorgevaluatie ZE-%'`.execute(handle.db);
    return Number(row.rows[0]?.count ?? 0);
  } finally {
    await handle.close();
  }
}

async function seed(
  env: Record<string, string>,
  evaluations: number,
  log: (line: string) => void,
): Promise<string> {
  const config = loadConfig(env);
  const handle = await openMigratedDatabase(config);
  const storage = createFileStorage(config);
  try {
    const description = describeDatabase(config, handle);
    log(`Seeding ${evaluations} evaluations into ${description} (once; reused by later runs)...`);
    await seedScale(handle.db, {
      evaluations,
      demo: demoOptionsFrom(config, storage),
      onProgress: ({ done, total, elapsedMs }) =>
        log(`  ${done}/${total} evaluations, ${(elapsedMs / 1000).toFixed(0)} s`),
    });
    return description;
  } finally {
    await storage.close();
    await handle.close();
  }
}

export interface PrepareOptions {
  kind: DatabaseKind;
  evaluations: number;
  /** The PostgreSQL server to create the benchmark database on (its DATABASE_URL). */
  serverUrl?: string | undefined;
  /** Where PGlite's folder goes (default data/bench). */
  dataRoot?: string;
  log: (line: string) => void;
}

/** A database with `evaluations` scale-seeded evaluations, created and seeded when missing. */
export async function prepareDatabase(options: PrepareOptions): Promise<BenchDatabase> {
  const { evaluations, log } = options;
  const name = `zorgevaluatie_bench_${evaluations}`;
  const dataDir = path.join(options.dataRoot ?? path.join(repoRoot, 'data', 'bench'), name);
  fs.mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

  if (options.kind === 'postgres') {
    if (!options.serverUrl) throw new Error('PostgreSQL needs DATABASE_URL (the server to use)');
    env.DATABASE_URL = postgresUrlFor(options.serverUrl, name);
    await withServer(options.serverUrl, async (client) => {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database "${name}"`);
    });
  }

  const present = await seededEvaluations(env);
  if (present < evaluations) {
    if (present > 0) {
      // A seed that stopped half-way: start over, so the data are the same in every run.
      log(`The benchmark database holds ${present} of ${evaluations} evaluations; seeding anew.`);
      await dropDatabase(options, env, dataDir, name);
      return prepareDatabase(options);
    }
    await seed(env, evaluations, log);
  }
  const config = loadConfig(env);
  const handle = await openMigratedDatabase(config);
  try {
    const total = await sql<{
      count: number;
    }>`select count(*)::int as count from evaluations`.execute(handle.db);
    return {
      kind: options.kind,
      env,
      evaluations: Number(total.rows[0]?.count ?? 0),
      description: describeDatabase(config, handle),
    };
  } finally {
    await handle.close();
  }
}

async function dropDatabase(
  options: PrepareOptions,
  _env: Record<string, string>,
  dataDir: string,
  name: string,
): Promise<void> {
  if (options.kind === 'postgres' && options.serverUrl) {
    await withServer(options.serverUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
