// Reading and writing events. Events belong to an association or a program (one FK each) and are
// public. Queries return rows and the related rows the presenter needs (the event's file, a
// program's download is usually one, and its owner's title).

import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { loadFileRefs } from '../shared/file-refs.ts';
import { invalidField, ValidationError } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { loadOwnerTitles, type OwnerTypes } from '../shared/owner-titles.ts';
import { paginate } from '../shared/paginate.ts';
import { lowerBound, TIME_ZONE, upperBound } from '../shared/period.ts';
import { ensureFile, ensureRows } from '../shared/references.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import type {
  EventableType,
  EventFields,
  EventFilters,
  EventInclude,
  EventSort,
} from './schema.ts';

export type EventOwnerColumn = 'association_id' | 'program_id';
export interface EventOwner {
  column: EventOwnerColumn;
  id: number;
}

/** Where each owner type is named in an event row, and the owner's table. */
const owners: OwnerTypes<EventableType, EventOwnerColumn> = {
  association: { column: 'association_id', table: 'associations' },
  program: { column: 'program_id', table: 'programs' },
};

export function eventOwner(type: EventableType, id: number): EventOwner {
  return { column: owners[type].column, id };
}

const columns = [
  'events.id',
  'events.association_id',
  'events.program_id',
  'events.title',
  'events.content',
  'events.url',
  'events.date',
  'events.starts_at',
  'events.ends_at',
  'events.room',
  'events.type',
  'events.recurring',
  'events.file_id',
  'events.created_at',
  'events.updated_at',
] as const;

const selectEvents = (db: Db) => db.selectFrom('events').select(columns);
type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

/** When an event begins: its start time, else the start of its day (Dutch time). */
const startsAtSql = `coalesce(events.starts_at, (events.date::timestamp at time zone '${TIME_ZONE}'))`;
/** When it ends: its end or start time, else the last moment of its day. */
const endsAtSql = `coalesce(events.ends_at, events.starts_at, ((events.date + 1)::timestamp at time zone '${TIME_ZONE}') - interval '1 microsecond')`;
const startsAt = sql.raw<Date>(startsAtSql);
const endsAt = sql.raw<Date>(endsAtSql);

type Moments = {
  date: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
};
/** What decides whether a download points anywhere. */
type Target = { type: string; url: string | null; file_id: number | null };

/** What the presenter needs beside the rows: their files, and their owners' titles when asked. */
export async function loadEventRelated(
  db: Db,
  rows: readonly EventRow[],
  include: readonly EventInclude[] = [],
) {
  const files = await loadFileRefs(
    db,
    rows.map((row) => row.file_id),
  );
  if (!include.includes('eventable')) return { files };
  return { files, ownerTitles: await loadOwnerTitles(db, rows, owners) };
}

function inPeriod(eb: ExpressionBuilder<Database, 'events'>, filter: Partial<EventFilters>) {
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.from) conditions.push(sql<boolean>`${endsAt} >= ${lowerBound(filter.from)}`);
  if (filter.to) {
    const { at, inclusive } = upperBound(filter.to);
    conditions.push(
      inclusive ? sql<boolean>`${startsAt} <= ${at}` : sql<boolean>`${startsAt} < ${at}`,
    );
  }
  return eb.and(conditions);
}

export async function listEvents(
  db: Db,
  query: ListQuery<EventFilters, EventSort, EventInclude>,
): Promise<{ rows: EventRow[]; total: number }> {
  const { filter } = query;
  let q = selectEvents(db);
  if (filter.eventable_type)
    q = q.where(`events.${owners[filter.eventable_type].column}`, 'is not', null);
  if (filter.eventable_id) {
    const ids = filter.eventable_id;
    q = q.where((eb) =>
      filter.eventable_type
        ? eb(`events.${owners[filter.eventable_type].column}`, 'in', ids)
        : eb.or([eb('events.association_id', 'in', ids), eb('events.program_id', 'in', ids)]),
    );
  }
  if (filter.type) q = q.where('events.type', 'in', filter.type);
  if (filter.ids) q = q.where('events.id', 'in', filter.ids);
  if (filter.from || filter.to) q = q.where((eb) => inPeriod(eb, filter));
  const sortColumns: Record<EventSort, string> = {
    starts_at: startsAtSql,
    ends_at: endsAtSql,
    date: 'events.date',
    title: 'lower(events.title)',
    type: 'events.type',
    created_at: 'events.created_at',
    updated_at: 'events.updated_at',
    id: 'events.id',
  };
  return paginate(q, query, sortColumns, 'events.id');
}

/** One event, optionally only when it belongs to `owner`. */
export async function findEvent(
  db: Db,
  id: number,
  owner?: EventOwner,
): Promise<EventRow | undefined> {
  let q = selectEvents(db).where('events.id', '=', id);
  if (owner) q = q.where(`events.${owner.column}`, '=', owner.id);
  return q.executeTakeFirst();
}

/** The events of many owners at once, in calendar order (for with[]=events). */
export async function eventRowsOf(
  db: Db,
  column: EventOwnerColumn,
  ownerIds: readonly number[],
): Promise<EventRow[]> {
  if (ownerIds.length === 0) return [];
  return selectEvents(db)
    .where(`events.${column}`, 'in', [...ownerIds])
    .orderBy(startsAt)
    .orderBy('events.id')
    .execute();
}

/** An event needs a day or a start time, and cannot end before it starts. */
function checkMoments(row: Moments): void {
  if (row.date === null && row.starts_at === null) {
    const missing = [{ key: 'validation.dateOrStart' as const }];
    throw new ValidationError({ date: missing, starts_at: missing });
  }
  if (row.starts_at !== null && row.ends_at !== null) {
    if (new Date(row.ends_at).getTime() < new Date(row.starts_at).getTime())
      throw invalidField('ends_at', 'validation.dateOrder');
  }
}

/** A download is something to fetch: it needs a web address or a file (422 on both otherwise). */
function checkTarget(event: Target): void {
  if (event.type !== 'download' || event.url !== null || event.file_id !== null) return;
  const missing = [{ key: 'validation.urlOrFile' as const }];
  throw new ValidationError({ url: missing, file_id: missing });
}

/** The event's columns with its content sanitized, after checking that its file exists. */
async function toRow<T extends EventFields>(db: Db, fields: T): Promise<T> {
  await ensureFile(db, fields.file_id, 'file_id');
  return 'content' in fields
    ? { ...fields, content: sanitizeRichText(fields.content ?? null) }
    : fields;
}

/** The owner columns for `owner`: exactly one of them set. */
function ownerColumns(owner: EventOwner): Record<EventOwnerColumn, number | null> {
  return {
    association_id: owner.column === 'association_id' ? owner.id : null,
    program_id: owner.column === 'program_id' ? owner.id : null,
  };
}

export async function ensureEventOwner(db: Db, type: EventableType, id: number): Promise<void> {
  await ensureRows(db, owners[type].table, [id], 'eventable_id');
}

export async function createEvent(
  db: Db,
  owner: EventOwner,
  fields: EventFields & { title: string },
): Promise<number> {
  checkMoments({
    date: fields.date ?? null,
    starts_at: fields.starts_at ?? null,
    ends_at: fields.ends_at ?? null,
  });
  checkTarget({
    type: fields.type ?? 'event',
    url: fields.url ?? null,
    file_id: fields.file_id ?? null,
  });
  const created = await db
    .insertInto('events')
    .values({ ...(await toRow(db, fields)), ...ownerColumns(owner) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Applies the changes (and a new owner, when given) after checking the merged moments. */
export async function updateEvent(
  db: Db,
  id: number,
  fields: EventFields,
  owner?: EventOwner,
): Promise<void> {
  const row = { ...(await toRow(db, fields)), ...(owner ? ownerColumns(owner) : {}) };
  await atomically(db, async (trx) => {
    const current = await trx
      .selectFrom('events')
      .select(['date', 'starts_at', 'ends_at', 'type', 'url', 'file_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    checkMoments({
      date: fields.date === undefined ? current.date : fields.date,
      starts_at: fields.starts_at === undefined ? current.starts_at : fields.starts_at,
      ends_at: fields.ends_at === undefined ? current.ends_at : fields.ends_at,
    });
    checkTarget({
      type: fields.type ?? current.type,
      url: fields.url === undefined ? current.url : fields.url,
      file_id: fields.file_id === undefined ? current.file_id : fields.file_id,
    });
    if (Object.keys(row).length === 0) return;
    await trx.updateTable('events').set(row).where('id', '=', id).execute();
  });
}

export async function deleteEvents(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('events').where('id', 'in', ids).execute();
}
