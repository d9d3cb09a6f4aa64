// /v1/gradations: the inclusion-monitor categories (Categorie 1-4); public to read, admin to write.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { paginate } from '../shared/paginate.ts';
import { plainWrites } from '../shared/plain-writes.ts';
import { iso } from '../shared/presenters.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import { id, oneOrMany, optionalText, required, wholeNumber } from '../shared/rules.ts';

export interface GradationOut {
  id: number;
  position: number;
  title: string;
  description: string | null;
  created_at: string | null;
  updated_at: string | null;
  evaluation_count?: number;
}

const body = z.strictObject({
  /** Order on the monitor and in its legend; unique. */
  position: wholeNumber(1, 100),
  title: required(200),
  description: optionalText(2000),
});
type Body = z.infer<typeof body>;

const filters = { ids: oneOrMany(id) };
type Filters = { [K in keyof typeof filters]: z.infer<(typeof filters)[K]> };
const sorts = ['position', 'title', 'created_at', 'updated_at', 'id'] as const;
/** `counts`: how many evaluations carry the gradation. */
const includes = ['counts'] as const;
type Include = (typeof includes)[number];

const columns = ['id', 'position', 'title', 'description', 'created_at', 'updated_at'] as const;
type Row = {
  id: number;
  position: number;
  title: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
};

const writes = plainWrites<z.infer<typeof body>>('gradations');
export const gradationsResource: ResourceDefinition<
  GradationOut,
  Filters,
  (typeof sorts)[number],
  Include,
  Body,
  Partial<Body>
> = {
  path: '/gradations',
  tag: 'gradations',
  access: {
    list: 'public',
    read: 'public',
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  protocol: { filters, sorts, includes, defaultSort: [{ key: 'position', descending: false }] },
  async list(context, query) {
    let select = context.db.selectFrom('gradations').select(columns);
    if (query.filter.ids) select = select.where('id', 'in', query.filter.ids);
    const { rows, total } = await paginate(
      select,
      query,
      {
        position: 'position',
        title: 'lower(title)',
        created_at: 'created_at',
        updated_at: 'updated_at',
        id: 'id',
      },
      'id',
    );
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne({ db }, gradationId, include) {
    const row = await db
      .selectFrom('gradations')
      .select(columns)
      .where('id', '=', gradationId)
      .executeTakeFirst();
    return row && (await present(db, [row], include))[0];
  },
  create: { body, run: ({ db }, input) => writes.insert(db, input) },
  update: { body: body.partial(), run: ({ db }, id, input) => writes.update(db, id, input) },
  // Evaluations of a deleted gradation keep existing without one (ON DELETE SET NULL).
  async remove({ db }, ids) {
    await writes.remove(db, ids);
  },
};

async function present(db: Db, rows: Row[], include: Include[]): Promise<GradationOut[]> {
  const counts = new Map<number, number>();
  if (include.includes('counts') && rows.length > 0) {
    const counted = await db
      .selectFrom('evaluations')
      .select(['gradation_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where(
        'gradation_id',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy('gradation_id')
      .execute();
    for (const row of counted)
      if (row.gradation_id !== null) counts.set(row.gradation_id, row.count);
  }
  return rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(include.includes('counts') ? { evaluation_count: counts.get(row.id) ?? 0 } : {}),
  }));
}
