// Reading and writing centers: list, one, create, update, delete (refused for centers with
// inclusion data, see usage.ts), the counts of with[]=counts and the merge of duplicates.

import { type Kysely, sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { invalidField } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { containsPattern } from '../shared/search-query.ts';
import type {
  CenterFilters,
  CenterInclude,
  CenterSort,
  CreateCenter,
  UpdateCenter,
} from './schema.ts';
import { centersHaveData, centersWithData } from './usage.ts';

const columns = ['id', 'title', 'type', 'address_id', 'created_at', 'updated_at'] as const;
export type CenterRow = {
  id: number;
  title: string;
  type: string;
  address_id: number | null;
  created_at: Date;
  updated_at: Date;
};

export interface CenterCounts {
  data_count: number;
  evaluation_count: number;
}

export async function listCenters(
  db: Db,
  query: ListQuery<CenterFilters, CenterSort, CenterInclude>,
): Promise<{ rows: CenterRow[]; total: number }> {
  const { filter } = query;
  let select = db.selectFrom('centers').select(columns);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    select = select.where(sql`zv_fold(title)`, 'like', pattern);
  }
  if (filter.type) select = select.where('type', 'in', filter.type);
  if (filter.ids) select = select.where('id', 'in', filter.ids);
  return paginate(
    select,
    query,
    {
      title: 'zv_fold(title)',
      type: 'type',
      created_at: 'created_at',
      updated_at: 'updated_at',
      id: 'id',
    },
    'id',
  );
}

export function findCenter(db: Db, centerId: number): Promise<CenterRow | undefined> {
  return db.selectFrom('centers').select(columns).where('id', '=', centerId).executeTakeFirst();
}

/** Inclusion-data rows and evaluations per center (with[]=counts); centers without data are absent. */
export async function loadCenterCounts(
  db: Db,
  centerIds: number[],
): Promise<Map<number, CenterCounts>> {
  const counts = new Map<number, CenterCounts>();
  if (centerIds.length === 0) return counts;
  const counted = await db
    .selectFrom('inclusion_data')
    .select([
      'center_id',
      sql<number>`count(*)::int`.as('data_count'),
      sql<number>`count(distinct evaluation_id)::int`.as('evaluation_count'),
    ])
    .where('center_id', 'in', centerIds)
    .groupBy('center_id')
    .execute();
  for (const { center_id, ...count } of counted) counts.set(center_id, count);
  return counts;
}

/** A given address must exist (422 on address_id). */
export async function checkAddress(db: Db, addressId: number | null | undefined): Promise<void> {
  if (addressId === null || addressId === undefined) return;
  const found = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', addressId)
    .executeTakeFirst();
  if (!found) throw invalidField('address_id', 'validation.exists');
}

export async function insertCenter(db: Db, input: CreateCenter): Promise<number> {
  const row = await db
    .insertInto('centers')
    .values(input)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCenter(db: Db, centerId: number, input: UpdateCenter): Promise<void> {
  await db.updateTable('centers').set(input).where('id', '=', centerId).execute();
}

export async function deleteCenters(db: Db, ids: number[]): Promise<void> {
  // Inclusion data must not vanish with a center: such centers are merged, not deleted (409
  // naming the rows); all or nothing, with the rows locked so no data arrives in between.
  await atomically(db, async (trx) => {
    const rows = await trx
      .selectFrom('centers')
      .select(['id', 'title'])
      .where('id', 'in', ids)
      .forUpdate()
      .execute();
    const refused = await centersWithData(trx, ids, rows);
    if (refused.length > 0) throw centersHaveData(refused, ids.length > 1);
    await trx.deleteFrom('centers').where('id', 'in', ids).execute();
  });
}

/** Locks the centers and answers which of them exist. */
async function lockCenters(trx: Db, ids: number[]): Promise<Set<number>> {
  // Locking the centers keeps new data from being added to a source while it is merged;
  // always in id order, so two overlapping merges wait for each other instead of deadlocking.
  const found = await trx
    .selectFrom('centers')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Set(found.map((row) => row.id));
}

/** Single-column foreign keys to centers, read from the catalog so new ones are never missed. */
async function centerReferences(trx: Kysely<Database>) {
  const result = await sql<{ table_name: string; column_name: string }>`
    select cl.relname as table_name, a.attname as column_name
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'centers'::regclass and cardinality(c.conkey) = 1
    order by 1, 2`.execute(trx);
  return result.rows;
}

/** Moves everything of `sourceIds` to `targetId` and deletes the sources; inside a transaction. */
async function moveCenters(trx: Db, targetId: number, sourceIds: number[]): Promise<void> {
  // Inclusion data: months the target already has get the sources' patients added, so totals per
  // evaluation stay the same and the (evaluation, center, month) key holds.
  await trx
    .insertInto('inclusion_data')
    .columns(['evaluation_id', 'center_id', 'date', 'sample_size'])
    .expression(
      trx
        .selectFrom('inclusion_data')
        .select([
          'evaluation_id',
          sql<number>`${targetId}::int`.as('center_id'),
          'date',
          sql<number>`sum(sample_size)::int`.as('sample_size'),
        ])
        .where('center_id', 'in', sourceIds)
        .groupBy(['evaluation_id', 'date']),
    )
    .onConflict((conflict) =>
      conflict.columns(['evaluation_id', 'center_id', 'date']).doUpdateSet((eb) => ({
        sample_size: eb('inclusion_data.sample_size', '+', eb.ref('excluded.sample_size')),
      })),
    )
    .execute();
  await trx.deleteFrom('inclusion_data').where('center_id', 'in', sourceIds).execute();

  // Any other reference (none today besides inclusion data) simply points at the target.
  for (const { table_name, column_name } of await centerReferences(trx)) {
    if (table_name === 'inclusion_data' && column_name === 'center_id') continue;
    await sql`update ${sql.table(table_name)} set ${sql.ref(column_name)} = ${targetId}
      where ${sql.ref(column_name)} in (${sql.join(sourceIds)})`.execute(trx);
  }

  // A target without an address takes the first source's one.
  const target = await trx
    .selectFrom('centers')
    .select('address_id')
    .where('id', '=', targetId)
    .executeTakeFirstOrThrow();
  if (target.address_id === null) {
    const sources = await trx
      .selectFrom('centers')
      .select(['id', 'address_id'])
      .where('id', 'in', sourceIds)
      .where('address_id', 'is not', null)
      .execute();
    const first = sourceIds
      .map((id) => sources.find((source) => source.id === id))
      .find((source) => source !== undefined);
    if (first)
      await trx
        .updateTable('centers')
        .set({ address_id: first.address_id })
        .where('id', '=', targetId)
        .execute();
  }
  await trx.deleteFrom('centers').where('id', 'in', sourceIds).execute();
}

/**
 * Merges `sourceIds` into `targetId` in one transaction: locks the centers, lets `check` refuse
 * (it is handed the ids that exist), then moves everything to the target.
 */
export async function mergeCenters(
  db: Db,
  targetId: number,
  sourceIds: number[],
  check: (known: Set<number>) => void,
): Promise<void> {
  await atomically(db, async (trx) => {
    check(await lockCenters(trx, [targetId, ...sourceIds]));
    await moveCenters(trx, targetId, sourceIds);
  });
}
