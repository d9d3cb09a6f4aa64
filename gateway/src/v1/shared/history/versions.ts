// Versions of records and updates that start from one (issue 28, no lost updates). A record's
// version is the id of its newest history entry (0 before its first one): every change of the
// record or its relationships appends an entry, and a write that changes nothing does not, so the
// version moves exactly when the record does. /v1 answers it as the ETag of a record's GET and of
// an update; an update with `If-Match` is checked against it: fields someone else changed since
// that version, which the update sets to another value than they have now, are a 409 with what
// the caller started from, what they are now and who changed them; everything else is applied
// (a three-way merge, field by field).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { EditConflictError, type FieldConflict, invalidField } from '../http-errors.ts';
import type { StoredHistoryEntry } from './chain.ts';
import { canonicalJson, type FieldChange } from './diff.ts';

type Json = Record<string, unknown>;

/** The ETag of a version: a quoted number. */
export const versionTag = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` header names: undefined without one (the update is applied as it
 * comes: unsafe for concurrent editors) or for `*`; a value that is no version is a 422.
 */
export function versionFromIfMatch(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(value);
  if (!match) throw invalidField('If-Match', 'validation.invalid');
  return Number(match[1]);
}

export async function recordVersion(db: Db, type: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('history_entries')
    .select((eb) => eb.fn.max('id').as('version'))
    .where('record_type', '=', type)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The versions of several records of one kind (0 for one without entries). */
export async function recordVersions(
  db: Db,
  type: string,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('history_entries')
    .select(['record_id', (eb) => eb.fn.max('id').as('version')])
    .where('record_type', '=', type)
    .where('record_id', 'in', ids.length > 0 ? [...ids] : [0])
    .groupBy('record_id')
    .execute();
  const versions = new Map(ids.map((id) => [id, 0]));
  for (const row of rows) versions.set(row.record_id, Number(row.version));
  return versions;
}

/** Holds the record's writes back until this transaction ends, so checks and writes do not race. */
export async function lockRecord(trx: Db, type: string, id: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${type}), ${id}::int)`.execute(trx);
}

/** The record's field an update's key sets: `specialization_ids` sets `specializations`. */
export function answerField(key: string, record: Json): string {
  if (key in record) return key;
  if (key.endsWith('_ids')) return `${key.slice(0, -4)}s`;
  if (key.endsWith('_id')) return key.slice(0, -3);
  return key;
}

export const topOf = (path: string) => path.split(/[.[]/)[0] ?? path;
const idsOf = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((item) => (typeof item === 'object' && item !== null ? (item as Json).id : item))
        .map(Number)
        .sort((a, b) => a - b)
    : value;
/** What compares: a list of items by their ids, a file by its id, anything else as it is. */
export function comparable(key: string, value: unknown): unknown {
  if (key.endsWith('_ids')) return idsOf(value);
  if (key.endsWith('_id') && typeof value === 'object' && value !== null) return (value as Json).id;
  return value ?? null;
}

/** One change undone on a field's value: a path of the field itself, of an item, or an item's field. */
export function undo(value: unknown, change: FieldChange): unknown {
  const item = /^[^[.]+\[([^\]]+)\](?:\.(.+))?$/.exec(change.field);
  if (!item) return change.before ?? null;
  const [, id, inner] = item;
  const list = Array.isArray(value) ? [...(value as Json[])] : [];
  const at = list.findIndex((entry) => String(entry.id) === id);
  if (inner !== undefined) {
    if (at >= 0) list[at] = { ...list[at], [inner]: change.before };
  } else if (change.after !== undefined && change.before === undefined) {
    if (at >= 0) list.splice(at, 1);
  } else if (change.before !== undefined) list.push(change.before as Json);
  return list;
}

/**
 * Checks an update that started from `version` against the changes since: a 409 naming each field
 * the update would overwrite with another value than another person's; nothing when there are
 * none (the update then lands on top of theirs).
 */
export async function refuseOverlappingChanges(
  trx: Db,
  type: string,
  id: number,
  version: number,
  input: Json,
  current: Json | undefined,
): Promise<void> {
  const since = (await trx
    .selectFrom('history_entries')
    .selectAll()
    .where('record_type', '=', type)
    .where('record_id', '=', id)
    .where('id', '>', version)
    .orderBy('id')
    .execute()) as unknown as StoredHistoryEntry[];
  const last = since.at(-1);
  if (!last || !current) return;
  const conflicts: FieldConflict[] = [];
  for (const [key, value] of Object.entries(input)) {
    const field = answerField(key, current);
    const changes = since.filter((entry) => entry.changes.some((c) => topOf(c.field) === field));
    const latest = changes.at(-1);
    if (!latest) continue;
    const now = current[field] ?? current[key];
    if (canonicalJson(comparable(key, value)) === canonicalJson(comparable(key, now))) continue;
    let base: unknown = now;
    for (const entry of [...changes].reverse())
      for (const change of [...entry.changes].reverse())
        if (topOf(change.field) === field) base = undo(base, change);
    conflicts.push({
      field: key,
      base: base ?? null,
      current: now ?? null,
      changed_by: { id: latest.actor_id, name: latest.actor_name, role: latest.actor_role },
      changed_at: latest.at.toISOString(),
    });
  }
  if (conflicts.length > 0) throw new EditConflictError(conflicts, last.id);
}
