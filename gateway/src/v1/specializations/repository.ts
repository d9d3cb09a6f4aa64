// Reading and writing specialization rows: the filtered, paged list, one row, plain writes and the
// delete that refuses specializations still in use (usage.ts).

import { sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { plainWrites } from '../shared/plain-writes.ts';
import { containsPattern } from '../shared/search-query.ts';
import type { SpecializationBody, SpecializationFilters, SpecializationSort } from './schema.ts';
import { specializationsInUse, specializationUsage } from './usage.ts';

const columns = ['id', 'title', 'created_at', 'updated_at'] as const;

export interface SpecializationRow {
  id: number;
  title: string;
  created_at: Date;
  updated_at: Date;
}

export async function listSpecializations(
  db: Db,
  query: ListQuery<SpecializationFilters, SpecializationSort, never>,
): Promise<{ rows: SpecializationRow[]; total: number }> {
  let select = db.selectFrom('specializations').select(columns);
  if (query.filter.search)
    select = select.where(
      sql<boolean>`zv_fold(title) like ${containsPattern(query.filter.search)}`,
    );
  if (query.filter.ids) select = select.where('id', 'in', query.filter.ids);
  return paginate(
    select,
    query,
    { title: 'lower(title)', created_at: 'created_at', updated_at: 'updated_at', id: 'id' },
    'id',
  );
}

export function findSpecialization(db: Db, id: number): Promise<SpecializationRow | undefined> {
  return db.selectFrom('specializations').select(columns).where('id', '=', id).executeTakeFirst();
}

const writes = plainWrites<SpecializationBody>('specializations');
export const createSpecialization = (db: Db, input: SpecializationBody) => writes.insert(db, input);
export const updateSpecialization = (db: Db, id: number, input: Partial<SpecializationBody>) =>
  writes.update(db, id, input);

export async function deleteSpecializations(db: Db, ids: number[]): Promise<void> {
  // A specialization still linked anywhere stays (409 naming where); all or nothing. The rows are
  // locked first, so no link can be added between the check and the delete.
  await atomically(db, async (trx) => {
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
}
