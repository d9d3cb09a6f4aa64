// "Deze versie terugzetten" (issue 28): a record, or one field of it, back to how it was after an
// entry of its history. The record as it was then is the record now with every later change undone
// (versions.ts `undo`); what differs from now becomes an update through the resource's own update
// body and write, recorded as a `restore`. Relationship items (a criterion, a document) are not
// brought back this way: they are records of their own.
import type { Db } from '../../../db/database.ts';
import { invalidField } from '../http-errors.ts';
import type { V1Context } from '../v1-context.ts';
import type { StoredHistoryEntry } from './chain.ts';
import { canonicalJson } from './diff.ts';
import { type HistoryRecord, recordWrite } from './recorder.ts';
import { restoreTombstone } from './tombstones.ts';
import { answerField, comparable, topOf, undo } from './versions.ts';

type Json = Record<string, unknown>;

/** The record as it was right after `entry`: the record now with every later change undone. */
export async function stateAfter(db: Db, entry: StoredHistoryEntry, current: Json): Promise<Json> {
  const later = (await db
    .selectFrom('history_entries')
    .selectAll()
    .where('record_type', '=', entry.record_type)
    .where('record_id', '=', entry.record_id)
    .where('id', '>', entry.id)
    .orderBy('id', 'desc')
    .execute()) as unknown as StoredHistoryEntry[];
  const state: Json = structuredClone(current);
  for (const change of later.flatMap((row) => [...row.changes].reverse())) {
    const field = topOf(change.field);
    state[field] = undo(state[field], change);
  }
  return state;
}

/** The update body (its keys: `title`, `specialization_ids`) that makes `now` read as `then`. */
export function bodyBetween(now: Json, then: Json, keys: readonly string[], only?: string): Json {
  const body: Json = {};
  for (const key of keys) {
    const field = answerField(key, then);
    if (only !== undefined && field !== only && key !== only) continue;
    const value = key in then ? then[key] : then[field];
    const present = key in now ? now[key] : now[field];
    if (canonicalJson(comparable(key, value)) === canonicalJson(comparable(key, present))) continue;
    body[key] = comparable(key, value);
  }
  return body;
}

/** What a kind of record needs to be restored: its update body's keys and its update. */
export interface RestorableRecord extends HistoryRecord {
  updateKeys: readonly string[];
  update(context: V1Context, id: number, body: Json): Promise<void>;
}

/**
 * Brings the record (or its `field`) back to its state after `entry`, in one transaction with its
 * `restore` entry; answers the fields written. A field no update can write is a 422.
 */
export async function restoreVersion(
  context: V1Context,
  record: RestorableRecord,
  entry: StoredHistoryEntry,
  field?: string,
): Promise<string[]> {
  let written: string[] = [];
  await recordWrite(context, {
    record,
    id: entry.record_id,
    action: 'restore',
    write: async (inTransaction) => {
      const now = await record.snapshot(inTransaction.db, entry.record_id);
      if (!now) throw invalidField('record_id', 'validation.exists');
      const then = await stateAfter(inTransaction.db, entry, now);
      const body = bodyBetween(now, then, record.updateKeys, field);
      if (
        field !== undefined &&
        !record.updateKeys.some((key) => answerField(key, then) === field || key === field)
      )
        throw invalidField('field', 'validation.invalid');
      written = Object.keys(body);
      if (written.length > 0) await record.update(inTransaction, entry.record_id, body);
    },
  });
  return written;
}

/**
 * Brings back what an entry removed: a deleted record, or an item of a record (a document, a post,
 * a person), with every row the delete took and the references it unlinked, in one transaction
 * with its `restore` entry (on the record, or on the item's owner); answers the fields now read.
 * A row that cannot go back (its slug taken meanwhile, restored already) refuses the restore.
 */
export async function restoreDeleted(
  context: V1Context,
  record: HistoryRecord,
  entry: StoredHistoryEntry,
): Promise<string[]> {
  const tombstone = entry.tombstone;
  if (!tombstone) throw invalidField('id', 'validation.invalid');
  let fields: string[] = [];
  await recordWrite(context, {
    record,
    // A deleted record is new again; an owner of a removed item changes.
    ...(entry.action === 'delete' ? { idOf: () => entry.record_id } : { id: entry.record_id }),
    action: 'restore',
    restores: entry.id,
    write: async ({ db }) => {
      await restoreTombstone(db, tombstone);
      fields = Object.keys((await record.snapshot(db, entry.record_id)) ?? {});
    },
  });
  return fields;
}
