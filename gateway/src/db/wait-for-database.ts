// At start the gateway waits for its database instead of giving up on the first connection that
// is not made in time: a PostgreSQL that is still starting (docker compose starts both at once),
// restarting, or slow to accept on a loaded machine. Only "unavailable" errors (unavailable.ts)
// are waited out; anything else (a wrong password, a missing database) fails the start at once.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** How long the start waits for the database in all. */
export const DATABASE_START_WAIT_MS = 60_000;
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;

interface WaitOptions {
  /** Tries once; resolves when the database answers. */
  check: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  waitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` succeeds; rejects with its last error when it fails otherwise or too long. */
export async function waitUntilAnswering({
  check,
  log,
  waitMs = DATABASE_START_WAIT_MS,
  now = Date.now,
  sleep = realSleep,
}: WaitOptions): Promise<void> {
  const deadline = now() + waitMs;
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await check();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || now() + pause > deadline) throw error;
      log.warn({ err: error, attempt }, 'database not answering yet; trying again');
      await sleep(pause);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}

/** Waits until the database answers a trivial query (see waitUntilAnswering). */
export function waitForDatabase(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  return waitUntilAnswering({ check: () => sql`select 1`.execute(db), log });
}
