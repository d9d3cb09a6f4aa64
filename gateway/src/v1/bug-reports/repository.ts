// Reads and writes of stored bug reports (the delivery worker's own queries live in board/).

import { type Selectable, sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { BugReportDeliveryState, BugReportsTable } from '../../db/types.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { loadFileRefs } from '../shared/file-refs.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import type { FileRef } from '../shared/presenters.ts';
import { containsPattern } from '../shared/search-query.ts';
import type { BugReportSort, deliveryStates } from './schema.ts';

export type BugReportRow = Selectable<BugReportsTable> & { reporter_name: string | null };

export interface BugReportFilter {
  search: string;
  delivery_state: (typeof deliveryStates)[number][];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report id from a path or query; anything that is not a UUID cannot exist. */
export const isReportId = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);

const sortColumns: Record<BugReportSort, string> = {
  created_at: 'bug_reports.created_at',
  title: 'lower(bug_reports.title)',
  attempts: 'bug_reports.attempts',
};

function selectReports(db: Db) {
  return db
    .selectFrom('bug_reports')
    .leftJoin('users', 'users.id', 'bug_reports.reporter_id')
    .selectAll('bug_reports')
    .select('users.name as reporter_name');
}

export interface NewBugReport {
  client_id: string | null;
  title: string;
  description: string;
  url: string;
  occurred_at: string;
  stack_trace: unknown;
  local_storage: unknown;
  actions: unknown;
  browser: unknown;
  screenshot_id: number | null;
  reporter_id: number | null;
  delivery_state: BugReportDeliveryState;
}

export interface BugReportReceipt {
  id: string;
  delivery_state: BugReportDeliveryState;
}

/** The receipt of a report the client has sent before (by its own id), if any. */
export async function findReceiptByClientId(
  db: Db,
  clientId: string,
): Promise<BugReportReceipt | undefined> {
  return db
    .selectFrom('bug_reports')
    .select(['id', 'delivery_state'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Stores a report; undefined when one with the same client id got there first (two copies sent
 * at once: the unique index decides, the caller answers the other's receipt).
 */
export async function insertReport(
  db: Db,
  report: NewBugReport,
): Promise<BugReportReceipt | undefined> {
  return db
    .insertInto('bug_reports')
    .values({
      ...report,
      stack_trace: JSON.stringify(report.stack_trace),
      local_storage: JSON.stringify(report.local_storage),
      actions: JSON.stringify(report.actions),
      browser: JSON.stringify(report.browser),
      next_attempt_at: report.delivery_state === 'pending' ? sql<Date>`now()` : null,
    })
    .onConflict((conflict) => conflict.column('client_id').doNothing())
    .returning(['id', 'delivery_state'])
    .executeTakeFirst();
}

export async function listReports(
  db: Db,
  query: ListQuery<BugReportFilter, BugReportSort>,
): Promise<{ rows: BugReportRow[]; total: number }> {
  let select = selectReports(db);
  const { search, delivery_state: states } = query.filter;
  if (search) {
    const pattern = containsPattern(search);
    select = select.where(
      sql<boolean>`zv_fold(bug_reports.title || ' ' || bug_reports.description || ' ' || bug_reports.url) like ${pattern}`,
    );
  }
  if (states && states.length > 0)
    select = select.where('bug_reports.delivery_state', 'in', states);
  return paginate(select, query, sortColumns, 'bug_reports.id');
}

export async function findReport(db: Db, id: string): Promise<BugReportRow | undefined> {
  return selectReports(db).where('bug_reports.id', '=', id).executeTakeFirst();
}

/** Deletes reports and their screenshots (rows and bytes); answers how many reports went. */
export async function deleteReports(db: Db, storage: FileStorage, ids: string[]): Promise<number> {
  const { removed, keys } = await atomically(db, async (trx) => {
    const rows = await trx
      .deleteFrom('bug_reports')
      .where('id', 'in', ids)
      .returning('screenshot_id')
      .execute();
    const fileIds = rows.map((row) => row.screenshot_id).filter((id): id is number => id !== null);
    const files =
      fileIds.length === 0
        ? []
        : await trx
            .deleteFrom('files')
            .where('id', 'in', fileIds)
            .returning('storage_key')
            .execute();
    return { removed: rows.length, keys: files.map((file) => file.storage_key) };
  });
  for (const key of keys) await storage.remove(key);
  return removed;
}

/**
 * Makes the next delivery attempt due now. A delivered report stays as it is; a not-configured one
 * becomes pending once the board is configured. A lease in progress is left alone (no second
 * delivery while one is under way).
 */
export async function scheduleRetry(db: Db, id: string, configured: boolean): Promise<void> {
  await db
    .updateTable('bug_reports')
    .set({ delivery_state: 'pending', next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      configured
        ? eb('delivery_state', 'in', ['pending', 'not_configured'])
        : eb('delivery_state', '=', 'pending'),
    )
    .execute();
}

/** The screenshots of the reports as file objects, by file id (one query). */
export function screenshotsOf(db: Db, rows: BugReportRow[]): Promise<Map<number, FileRef>> {
  return loadFileRefs(
    db,
    rows.map((row) => row.screenshot_id),
  );
}
