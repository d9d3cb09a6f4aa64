// The history's chain: each entry carries a SHA-256 hash over its own content and the previous
// entry's hash, so an entry changed, removed or inserted afterwards breaks the chain from there on.
// Entries are appended one at a time (a transaction-scoped advisory lock), so the chain has one
// order: the ids'.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { HistoryEntriesTable } from '../../../db/types.ts';
import { canonicalJson, type FieldChange } from './diff.ts';
import type { Tombstone } from './tombstones.ts';

/** pg_advisory_xact_lock key of the history's appends ("ZVHIST" in ASCII). */
const APPEND_LOCK = 0x5a_56_48_49_53_54;

export interface NewHistoryEntry {
  at: Date;
  actorId: number | null;
  actorName: string | null;
  actorRole: string | null;
  /** The scheduler's changes: who planned them. */
  onBehalfOfId?: number | null;
  onBehalfOfName?: string | null;
  requestId: string | null;
  recordType: string;
  recordId: number;
  recordTitle: string | null;
  action: HistoryEntriesTable['action'];
  changes: FieldChange[];
  snapshot: Record<string, unknown> | null;
  /** What a delete took with it (rows, unlinked references, files), to restore. */
  tombstone?: Tombstone | null;
}

/** An entry as stored, with its JSON parsed: what the hash covers. */
export interface StoredHistoryEntry {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string | null;
  on_behalf_of_id: number | null;
  on_behalf_of_name: string | null;
  request_id: string | null;
  record_type: string;
  record_id: number;
  record_title: string | null;
  action: HistoryEntriesTable['action'];
  changes: FieldChange[];
  snapshot: Record<string, unknown> | null;
  tombstone: Tombstone | null;
  prev_hash: string | null;
  hash: string;
}

/** The hash of an entry's content (every column but the hash itself) and the previous hash. */
export function entryHash(entry: Omit<StoredHistoryEntry, 'hash'>): string {
  const content = canonicalJson({ ...entry, at: entry.at.toISOString() });
  return createHash('sha256').update(content).digest('hex');
}

/** JSON as PostgreSQL's jsonb gives it back (no undefined values), so the hash reads the same. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Appends one entry at the end of the chain, inside the caller's transaction; answers its id. */
export async function appendHistoryEntry(trx: Db, entry: NewHistoryEntry): Promise<number> {
  await sql`select pg_advisory_xact_lock(${sql.lit(APPEND_LOCK)})`.execute(trx);
  const last = await trx
    .selectFrom('history_entries')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const next = await sql<{
    id: number;
  }>`select nextval('history_entries_id_seq')::int as id`.execute(trx);
  const row: Omit<StoredHistoryEntry, 'hash'> = {
    id: next.rows[0]?.id ?? 0,
    at: entry.at,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    actor_role: entry.actorRole,
    on_behalf_of_id: entry.onBehalfOfId ?? null,
    on_behalf_of_name: entry.onBehalfOfName ?? null,
    request_id: entry.requestId,
    record_type: entry.recordType,
    record_id: entry.recordId,
    record_title: entry.recordTitle,
    action: entry.action,
    changes: asStored(entry.changes),
    snapshot: entry.snapshot === null ? null : asStored(entry.snapshot),
    tombstone: entry.tombstone ? asStored(entry.tombstone) : null,
    prev_hash: last?.hash ?? null,
  };
  await trx
    .insertInto('history_entries')
    .values({
      ...row,
      changes: JSON.stringify(row.changes),
      snapshot: row.snapshot === null ? null : JSON.stringify(row.snapshot),
      tombstone: row.tombstone === null ? null : JSON.stringify(row.tombstone),
      hash: entryHash(row),
    })
    .execute();
  return row.id;
}

export interface ChainCheck {
  /** Entries read. */
  checked: number;
  /** The first entry that does not hold, with why; none when the whole chain holds. */
  broken?: { id: number; reason: 'content' | 'link' };
}

const PAGE = 500;

/**
 * Walks the chain in id order and reports the first entry whose content no longer matches its hash
 * ('content') or whose previous hash is not the entry before it ('link': one removed or inserted).
 * The oldest entry's own link is not checked: the retention sweep removes from the old end.
 */
export async function checkHistoryChain(db: Db): Promise<ChainCheck> {
  let checked = 0;
  let previous: string | null | undefined;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('history_entries')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const stored = row as unknown as StoredHistoryEntry;
      const { hash, ...content } = { ...stored, prev_hash: stored.prev_hash?.trim() ?? null };
      if (previous !== undefined && content.prev_hash !== previous)
        return { checked, broken: { id: row.id, reason: 'link' } };
      if (entryHash(content) !== hash.trim())
        return { checked, broken: { id: row.id, reason: 'content' } };
      previous = hash.trim();
      checked += 1;
      after = row.id;
    }
    if (rows.length < PAGE) return { checked };
  }
}
