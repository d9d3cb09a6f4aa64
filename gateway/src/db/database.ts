// Opens the one Kysely instance the process uses: PostgreSQL when a URL is given, else embedded PGlite.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `undefined` keeps PGlite in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data directory to start from (a `dumpDataDir` tarball): tests skip initdb with it. */
  pgliteDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * How long a query waits for a connection (a new one, or a free one of the pool) before it fails
   * as unavailable (503), so an unreachable database never holds requests for ever.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer than this (0 or absent: no limit). */
  statementTimeoutMs?: number;
  /** Told of each statement run or failed (its compiled query and duration): metrics and traces. */
  onQuery?: (event: LogEvent) => void;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The pool's connection counts (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: its data directory as a tarball (see `pgliteDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Kysely's log hook, told of every statement, when someone listens. */
const queryLog = (onQuery: DatabaseOptions['onQuery']) => (onQuery ? { log: onQuery } : {});

// DATE columns come back as 'YYYY-MM-DD' strings rather than local-midnight Date objects,
// so a calendar date never shifts with the server's time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);
// BIGINT counts (count(*)) fit in a JS number for every table we have.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // A peer that vanished without closing (a network cut) is noticed by TCP keep-alive.
      keepAlive: true,
    });
    // A connection that the server ends (restart, failover, a network cut, a dropped test
    // database) must not crash the process. The pool listens on idle connections only; one in use
    // (checked out by Kysely, in a query or a transaction) emits its 'error' to nobody, which
    // Node treats as uncaught. The query in flight fails by itself (503), and the pool drops the
    // broken connection when it is released and opens a new one for the next query.
    const connectionLost = (error: Error) => {
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', connectionLost);
    pool.on('connect', (client) => {
      client.on('error', connectionLost);
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...queryLog(options.onQuery),
    });
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => db.destroy(),
    };
  }
  if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir, {
    parsers: { [DATE_OID]: (value: string) => value, 20: (value: string) => Number(value) },
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite }),
    ...queryLog(options.onQuery),
  });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      // Kysely closes PGlite only if it ever connected; close it ourselves otherwise.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Cheap liveness query for /readyz. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
