// /v1/centers: every signed-in user reads (editors pick centers for inclusion data); admin writes.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type AddressOut, loadAddresses } from '../addresses/presenter.ts';
import { invalidField } from '../shared/http-errors.ts';
import { paginate } from '../shared/paginate.ts';
import { iso } from '../shared/presenters.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import { containsPattern } from '../shared/search-query.ts';
import {
  type CenterFilters,
  type CenterInclude,
  type CenterSort,
  type CreateCenter,
  centerFilters,
  centerIncludes,
  centerSorts,
  createCenterBody,
  type UpdateCenter,
  updateCenterBody,
} from './schema.ts';
import { centersHaveData, centersWithData } from './usage.ts';

export interface CenterOut {
  id: number;
  title: string;
  type: string;
  address_id: number | null;
  created_at: string | null;
  updated_at: string | null;
  address?: AddressOut | null;
  /** Inclusion-data rows of the center (with[]=counts). */
  data_count?: number;
  /** Evaluations the center has inclusion data for (with[]=counts). */
  evaluation_count?: number;
}

const columns = ['id', 'title', 'type', 'address_id', 'created_at', 'updated_at'] as const;
type Row = {
  id: number;
  title: string;
  type: string;
  address_id: number | null;
  created_at: Date;
  updated_at: Date;
};

async function present(db: Db, rows: Row[], include: CenterInclude[]): Promise<CenterOut[]> {
  const addresses = include.includes('address')
    ? await loadAddresses(
        db,
        rows.map((row) => row.address_id),
        true,
      )
    : new Map<number, AddressOut>();
  const counts = new Map<number, { data_count: number; evaluation_count: number }>();
  if (include.includes('counts') && rows.length > 0) {
    const counted = await db
      .selectFrom('inclusion_data')
      .select([
        'center_id',
        sql<number>`count(*)::int`.as('data_count'),
        sql<number>`count(distinct evaluation_id)::int`.as('evaluation_count'),
      ])
      .where(
        'center_id',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy('center_id')
      .execute();
    for (const { center_id, ...count } of counted) counts.set(center_id, count);
  }
  return rows.map((row) => {
    const out: CenterOut = {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (include.includes('address'))
      out.address = row.address_id === null ? null : (addresses.get(row.address_id) ?? null);
    if (include.includes('counts'))
      Object.assign(out, counts.get(row.id) ?? { data_count: 0, evaluation_count: 0 });
    return out;
  });
}

async function checkAddress(db: Db, addressId: number | null | undefined): Promise<void> {
  if (addressId === null || addressId === undefined) return;
  const found = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', addressId)
    .executeTakeFirst();
  if (!found) throw invalidField('address_id', 'validation.exists');
}

export const centersResource: ResourceDefinition<
  CenterOut,
  CenterFilters,
  CenterSort,
  CenterInclude,
  CreateCenter,
  UpdateCenter
> = {
  path: '/centers',
  tag: 'centers',
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  protocol: {
    filters: centerFilters,
    sorts: centerSorts,
    includes: centerIncludes,
    defaultSort: [{ key: 'title', descending: false }],
  },
  async list({ db }, query) {
    const { filter } = query;
    let select = db.selectFrom('centers').select(columns);
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      select = select.where(sql`zv_fold(title)`, 'like', pattern);
    }
    if (filter.type) select = select.where('type', 'in', filter.type);
    if (filter.ids) select = select.where('id', 'in', filter.ids);
    const { rows, total } = await paginate(
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
    return { items: await present(db, rows, query.with), total };
  },
  async findOne({ db }, centerId, include) {
    const row = await db
      .selectFrom('centers')
      .select(columns)
      .where('id', '=', centerId)
      .executeTakeFirst();
    return row && (await present(db, [row], include))[0];
  },
  create: {
    body: createCenterBody,
    async run({ db }, input) {
      await checkAddress(db, input.address_id);
      const row = await db
        .insertInto('centers')
        .values(input)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    body: updateCenterBody,
    async run({ db }, centerId, input) {
      if (Object.keys(input).length === 0) return;
      await checkAddress(db, input.address_id);
      await db.updateTable('centers').set(input).where('id', '=', centerId).execute();
    },
  },
  async remove({ db }, ids) {
    // Inclusion data must not vanish with a center: such centers are merged, not deleted (409
    // naming the rows); all or nothing, with the rows locked so no data arrives in between.
    await db.transaction().execute(async (trx) => {
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
  },
};
