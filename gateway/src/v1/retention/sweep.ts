// Retention (docs/security.md, Privacy): what the gateway keeps about people is removed once it is
// older than its configured number of days. Bug reports (with their screenshots) after
// RETENTION_BUG_REPORTS_DAYS, mails in the developer outbox (DATA_DIR/outbox) after
// RETENTION_MAIL_OUTBOX_DAYS, the page-view counters after RETENTION_ANALYTICS_DAYS, and session
// and one-time tokens a day after they expired (an expired token is refused before anything else
// is looked at, so nothing depends on it). The gateway's logs go to stdout; their retention is the
// platform's.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deleteReports } from '../bug-reports/repository.ts';
import { dutchDay } from '../page-views/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reports deleted per statement, so a first sweep of a large backlog never holds long locks. */
const BATCH = 500;

export type RetentionConfig = Pick<
  Config,
  | 'dataDir'
  | 'RETENTION_BUG_REPORTS_DAYS'
  | 'RETENTION_MAIL_OUTBOX_DAYS'
  | 'RETENTION_ANALYTICS_DAYS'
  | 'RETENTION_HISTORY_DAYS'
>;

export interface RetentionSweepResult {
  bugReports: number;
  outboxMails: number;
  pageViewDays: number;
  expiredTokens: number;
  historyEntries: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function sweepBugReports(db: Db, storage: FileStorage, cutoff: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('bug_reports')
      .select('id')
      .where('created_at', '<', cutoff)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return removed;
    removed += await deleteReports(
      db,
      storage,
      rows.map((row) => row.id),
    );
    if (rows.length < BATCH) return removed;
  }
}

/** Removes .eml files last written before the cutoff; a missing outbox is an empty one. */
async function sweepOutbox(outbox: string, cutoff: Date): Promise<number> {
  const names = await fs.readdir(outbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const file = path.join(outbox, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.mtime >= cutoff) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

async function sweepPageViews(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .deleteFrom('page_view_counts')
    .where('day', '<', dutchDay(cutoff))
    .returning('day')
    .execute();
  return new Set(rows.map((row) => row.day)).size;
}

/**
 * History entries older than the cutoff, in batches from the oldest. Only a prefix of the chain goes
 * (every entry before the first one that is still kept, should clocks have disagreed), so the chain
 * stays whole from the oldest entry kept, whose own link checkHistoryChain does not check. The
 * history's trigger refuses every delete but the sweep's, which says so in its own transaction.
 */
async function sweepHistory(db: Db, cutoff: Date): Promise<number> {
  const kept = await db
    .selectFrom('history_entries')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('at', '>=', cutoff)
    .executeTakeFirst();
  const end = kept?.id ?? null;
  let removed = 0;
  for (;;) {
    const count = await atomically(db, async (trx) => {
      await sql`select set_config('zorgevaluatie.history_sweep', 'on', true)`.execute(trx);
      let oldest = trx.selectFrom('history_entries').select('id').orderBy('id').limit(BATCH);
      oldest = end === null ? oldest.where('at', '<', cutoff) : oldest.where('id', '<', end);
      const result = await trx
        .deleteFrom('history_entries')
        .where('id', 'in', oldest)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    removed += count;
    if (count < BATCH) return removed;
  }
}

async function sweepExpiredTokens(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('auth_tokens')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One pass over every kept record; answers how much went. */
export async function sweepPastRetention(
  db: Db,
  storage: FileStorage,
  config: RetentionConfig,
  now = new Date(),
): Promise<RetentionSweepResult> {
  return {
    bugReports: await sweepBugReports(db, storage, before(now, config.RETENTION_BUG_REPORTS_DAYS)),
    outboxMails: await sweepOutbox(
      path.join(config.dataDir, 'outbox'),
      before(now, config.RETENTION_MAIL_OUTBOX_DAYS),
    ),
    pageViewDays: await sweepPageViews(db, before(now, config.RETENTION_ANALYTICS_DAYS)),
    expiredTokens: await sweepExpiredTokens(db, before(now, 1)),
    historyEntries: await sweepHistory(db, before(now, config.RETENTION_HISTORY_DAYS)),
  };
}
