// /v1/specializations: public to read, admin to write.
import { sql } from 'kysely';
import { z } from 'zod';
import { paginate } from '../shared/paginate.ts';
import { plainWrites } from '../shared/plain-writes.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import { MAX_ID, required } from '../shared/rules.ts';
import { containsPattern } from '../shared/search-query.ts';
import { specializationsInUse, specializationUsage } from './usage.ts';

export interface SpecializationOut {
  id: number;
  title: string;
  created_at: string;
  updated_at: string;
}

const body = z.strictObject({ title: required(200) });
type Body = z.infer<typeof body>;
const filters = {
  search: z.string().trim().max(200),
  ids: z
    .array(z.coerce.number().int().positive().max(MAX_ID))
    .max(1000)
    .or(
      z.coerce
        .number()
        .int()
        .positive()
        .transform((id) => [id]),
    ),
};
type Filters = { [K in keyof typeof filters]: z.infer<(typeof filters)[K]> };
const sorts = ['title', 'created_at', 'updated_at', 'id'] as const;

const columns = ['id', 'title', 'created_at', 'updated_at'] as const;
const present = (row: {
  id: number;
  title: string;
  created_at: Date;
  updated_at: Date;
}): SpecializationOut => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

const writes = plainWrites<z.infer<typeof body>>('specializations');
export const specializationsResource: ResourceDefinition<
  SpecializationOut,
  Filters,
  (typeof sorts)[number],
  never,
  Body,
  Partial<Body>
> = {
  path: '/specializations',
  tag: 'specializations',
  access: {
    list: 'public',
    read: 'public',
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  protocol: { filters, sorts, includes: [], defaultSort: [{ key: 'title', descending: false }] },
  async list({ db }, query) {
    let select = db.selectFrom('specializations').select(columns);
    if (query.filter.search)
      select = select.where(
        sql<boolean>`zv_fold(title) like ${containsPattern(query.filter.search)}`,
      );
    if (query.filter.ids) select = select.where('id', 'in', query.filter.ids);
    const { rows, total } = await paginate(
      select,
      query,
      { title: 'lower(title)', created_at: 'created_at', updated_at: 'updated_at', id: 'id' },
      'id',
    );
    return { items: rows.map(present), total };
  },
  async findOne({ db }, id) {
    const row = await db
      .selectFrom('specializations')
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && present(row);
  },
  create: { body, run: ({ db }, input) => writes.insert(db, input) },
  update: { body: body.partial(), run: ({ db }, id, input) => writes.update(db, id, input) },
  async remove({ db }, ids) {
    // A specialization still linked anywhere stays (409 naming where); all or nothing. The rows are
    // locked first, so no link can be added between the check and the delete.
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('specializations')
        .select(['id', 'title'])
        .where('id', 'in', ids)
        .forUpdate()
        .execute();
      const usage = await specializationUsage(trx, ids);
      const refused = ids.flatMap((id) => {
        const row = rows.find((candidate) => candidate.id === id);
        const usedBy = usage.get(id);
        return row && usedBy ? [{ id, title: row.title, used_by: usedBy }] : [];
      });
      if (refused.length > 0) throw specializationsInUse(refused, ids.length > 1);
      await writes.remove(trx, ids);
    });
  },
};
