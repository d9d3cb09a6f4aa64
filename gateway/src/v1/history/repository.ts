// Reading the history: entries by record, person, action and period, newest first.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HistoryEntriesTable } from '../../db/types.ts';
import type { StoredHistoryEntry } from '../shared/history/chain.ts';

export type HistoryFilter = {
  record_type?: string;
  record_id?: number;
  actor_id?: number;
  action?: HistoryEntriesTable['action'];
  /** From this moment on (inclusive). */
  from?: Date;
  /** Before this moment. */
  to?: Date;
  /** Only entries whose removal can be undone: they keep a tombstone. */
  restorable?: boolean;
};

/** The restore entry that undid an entry's removal, if there is one. */
const restoreOf = sql<number>`(select 1 from history_entries as r where r.action = 'restore'
  and r.snapshot ->> 'restores' = history_entries.id::text)`;

function filtered(db: Db, filter: HistoryFilter) {
  let query = db.selectFrom('history_entries');
  if (filter.record_type !== undefined) query = query.where('record_type', '=', filter.record_type);
  if (filter.record_id !== undefined) query = query.where('record_id', '=', filter.record_id);
  if (filter.actor_id !== undefined) query = query.where('actor_id', '=', filter.actor_id);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  if (filter.restorable === true)
    query = query
      .where('tombstone', 'is not', null)
      .where(({ not, exists }) => not(exists(restoreOf)));
  if (filter.restorable === false) query = query.where('tombstone', 'is', null);
  return query;
}

export async function listHistory(
  db: Db,
  filter: HistoryFilter,
  page: { page: number; limit: number },
): Promise<{ rows: (StoredHistoryEntry & { restored: boolean })[]; total: number }> {
  const counted = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await filtered(db, filter)
    .selectAll()
    .select(sql<boolean>`exists ${restoreOf}`.as('restored'))
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return {
    rows: rows as unknown as (StoredHistoryEntry & { restored: boolean })[],
    total: Number(counted?.total ?? 0),
  };
}

/** Every entry of the filter, oldest first, a page at a time (the export). */
export async function* eachHistoryEntry(
  db: Db,
  filter: HistoryFilter,
  pageSize = 500,
): AsyncGenerator<StoredHistoryEntry> {
  let after = 0;
  for (;;) {
    const rows = await filtered(db, filter)
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) yield row as unknown as StoredHistoryEntry;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.id;
  }
}

export async function findHistoryEntry(
  db: Db,
  id: number,
): Promise<(StoredHistoryEntry & { restored: boolean }) | undefined> {
  const row = await db
    .selectFrom('history_entries')
    .selectAll()
    .select(sql<boolean>`exists ${restoreOf}`.as('restored'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row as unknown as (StoredHistoryEntry & { restored: boolean }) | undefined;
}
