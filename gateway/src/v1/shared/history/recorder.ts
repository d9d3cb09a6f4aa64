// Recording a write in the history (issue 28): the write runs in one transaction with its entry, so
// a change is never without its entry nor an entry without its change. The record is read as /v1
// answers it to an admin, with every include, before and after; what differs is the entry's
// changes, field by field (diff.ts), and the entry joins the chain (chain.ts).
import { atomically } from '../../../db/atomically.ts';
import type { Db } from '../../../db/database.ts';
import { systemClock } from '../../../domain/clock.ts';
import type { V1Context } from '../v1-context.ts';
import { appendHistoryEntry, type NewHistoryEntry } from './chain.ts';
import { diffRecords, type FieldChange } from './diff.ts';
import { captureTombstone, type Tombstone } from './tombstones.ts';
import { lockRecord, refuseOverlappingChanges } from './versions.ts';

type Json = Record<string, unknown>;

/** A record as the history keeps it: every field and include /v1 answers an admin, or undefined. */
export type RecordSnapshot = (db: Db, id: number) => Promise<Json | undefined>;

/** Where a write lands: the kind of record (its /v1 path, `evaluations`) and how to read one. */
export interface HistoryRecord {
  type: string;
  /** The table of its records, whose rows a delete keeps to be restored (tombstones.ts). */
  table?: string;
  snapshot: RecordSnapshot;
  /** Whether the viewer may edit the record now: who may read its history besides admins. */
  writable(context: V1Context, id: number): Promise<boolean>;
}

/** The kind of record at a /v1 path (`/users`), as its resource registered it. */
export function historyRecordAt(records: ReadonlyMap<string, HistoryRecord>, path: string) {
  const record = records.get(path);
  if (!record) throw new Error(`No history record for ${path}: register its resource first`);
  return record;
}

/** Fields that are never written into the history, at any depth, whatever answered them. */
const secretKeys = /^(password.*|.*_?token.*|.*secret.*|recovery_codes?|two_factor_.*)$/i;

/** The snapshot without secrets (presenters answer none; this holds should one ever do). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secretKeys.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

const titleOf = (record: Json | undefined): string | null => {
  const title = record?.title ?? record?.name;
  return typeof title === 'string' ? title : null;
};

async function userNamed(db: Db, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.name', 'r.name as role'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** Who the entry names: the signed-in user, or the scheduler on behalf of who planned it. */
async function actorOf(db: Db, context: V1Context) {
  if (context.scheduledBy !== undefined) {
    const planner =
      context.scheduledBy === null ? undefined : await userNamed(db, context.scheduledBy);
    return {
      actorId: null,
      actorName: null,
      actorRole: 'scheduler',
      onBehalfOfId: context.scheduledBy,
      onBehalfOfName: planner?.name ?? null,
    };
  }
  const id = context.viewer?.id ?? null;
  if (id === null) return { actorId: null, actorName: null, actorRole: null };
  const user = await userNamed(db, id);
  return { actorId: id, actorName: user?.name ?? null, actorRole: user?.role ?? null };
}

async function snapshotOf(record: HistoryRecord, db: Db, id: number) {
  const read = await record.snapshot(db, id);
  return read === undefined ? undefined : (withoutSecrets(read) as Json);
}

export interface RecordedWrite<T> {
  record: HistoryRecord;
  /** The record written; a create names it from the write's result (`idOf`). */
  id?: number;
  idOf?: (result: T) => number;
  action: NewHistoryEntry['action'];
  /**
   * A merge: the records of the same kind folded into this one and removed by the write. Each is a
   * change of its own (`merged[7]`, with what it was), and the entry's snapshot keeps them all.
   */
  merged?: readonly number[];
  /**
   * Changes the record's answer cannot show: a new password or new recovery codes are named (a
   * field without values), never written; two-step sign-in turned on is `two_factor` false -> true.
   */
  noted?: readonly FieldChange[];
  /**
   * The version the caller started from (`If-Match`) and what it sends: fields someone else changed
   * since, set to another value, are a 409 (versions.ts); none given, the write lands as it comes.
   */
  expected?: { version: number; input: Json };
  /** A restore of what this entry removed: the restore entry names it (it is then no longer listed as restorable). */
  restores?: number;
  /** A row the write deletes with what it owns (a relationship item): kept to be restored. */
  removes?: { table: string; id: number };
  /** The write itself, on the context it is handed (whose `db` is the transaction). */
  write: (context: V1Context) => Promise<T>;
}

/** Runs a write of one record and appends its entry in one transaction; answers the write's result. */
export function recordWrite<T>(context: V1Context, recorded: RecordedWrite<T>): Promise<T> {
  const { record, action, write } = recorded;
  context.recorded?.();
  return atomically(context.db, async (trx) => {
    // Writes of one record one after the other, so a version checked is the version written on.
    if (recorded.id !== undefined) await lockRecord(trx, record.type, recorded.id);
    const before =
      recorded.id === undefined ? undefined : await snapshotOf(record, trx, recorded.id);
    if (recorded.expected && recorded.id !== undefined)
      await refuseOverlappingChanges(
        trx,
        record.type,
        recorded.id,
        recorded.expected.version,
        recorded.expected.input,
        before,
      );
    const tombstone = recorded.removes
      ? await captureTombstone(trx, recorded.removes.table, [recorded.removes.id])
      : null;
    const merged: Json[] = [];
    for (const mergedId of recorded.merged ?? []) {
      const gone = await snapshotOf(record, trx, mergedId);
      if (gone) merged.push(gone);
    }
    const result = await write({ ...context, db: trx });
    const id = recorded.id ?? recorded.idOf?.(result);
    if (id === undefined) throw new Error(`recordWrite: no id for a ${record.type} ${action}`);
    const after = action === 'delete' ? undefined : await snapshotOf(record, trx, id);
    const changes = [
      ...merged.map((gone) => ({ field: `merged[${String(gone.id)}]`, before: gone })),
      ...diffRecords(before, after),
      ...(recorded.noted ?? []),
    ];
    // A write that changed nothing (the same values again) leaves no entry.
    if (changes.length === 0) return result;
    await appendHistoryEntry(trx, {
      at: (context.clock ?? systemClock).now(),
      ...(await actorOf(trx, context)),
      requestId: context.requestId ?? null,
      recordType: record.type,
      recordId: id,
      recordTitle: titleOf(after ?? before),
      action,
      changes,
      snapshot:
        action === 'delete'
          ? (before ?? null)
          : merged.length > 0
            ? { merged }
            : recorded.restores !== undefined
              ? { restores: recorded.restores }
              : null,
      tombstone,
    });
    return result;
  });
}

/**
 * Deletes records and appends one entry for each, holding what it was (a restore brings it back),
 * in one transaction; records already gone leave no entry.
 */
export function recordDeletes(
  context: V1Context,
  record: HistoryRecord,
  ids: readonly number[],
  remove: (context: V1Context) => Promise<void>,
): Promise<void> {
  context.recorded?.();
  return atomically(context.db, async (trx) => {
    const before = new Map<number, Json | undefined>();
    const kept = new Map<number, Tombstone>();
    for (const id of ids) {
      before.set(id, await snapshotOf(record, trx, id));
      if (record.table) kept.set(id, await captureTombstone(trx, record.table, [id]));
    }
    await remove({ ...context, db: trx });
    const actor = await actorOf(trx, context);
    for (const [id, snapshot] of before) {
      if (snapshot === undefined) continue;
      await appendHistoryEntry(trx, {
        at: (context.clock ?? systemClock).now(),
        ...actor,
        requestId: context.requestId ?? null,
        recordType: record.type,
        recordId: id,
        recordTitle: titleOf(snapshot),
        action: 'delete',
        changes: diffRecords(snapshot, undefined),
        snapshot,
        tombstone: kept.get(id) ?? null,
      });
    }
  });
}
