// Reading and writing gradation rows: the paged list, one row, plain writes and the evaluation
// counts that `with[]=counts` needs.
import type { Db } from '../../db/database.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { plainWrites } from '../shared/plain-writes.ts';
import type { GradationBody, GradationFilters, GradationInclude, GradationSort } from './schema.ts';

const columns = ['id', 'position', 'title', 'description', 'created_at', 'updated_at'] as const;
export type GradationRow = {
  id: number;
  position: number;
  title: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
};

export async function listGradations(
  db: Db,
  query: ListQuery<GradationFilters, GradationSort, GradationInclude>,
): Promise<{ rows: GradationRow[]; total: number }> {
  let select = db.selectFrom('gradations').select(columns);
  if (query.filter.ids) select = select.where('id', 'in', query.filter.ids);
  return paginate(
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
}

export function findGradation(db: Db, gradationId: number): Promise<GradationRow | undefined> {
  return db
    .selectFrom('gradations')
    .select(columns)
    .where('id', '=', gradationId)
    .executeTakeFirst();
}

/** How many evaluations carry each of the gradations; gradations without any are absent. */
export async function evaluationCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const counted = await db
    .selectFrom('evaluations')
    .select(['gradation_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('gradation_id', 'in', ids)
    .groupBy('gradation_id')
    .execute();
  for (const row of counted) if (row.gradation_id !== null) counts.set(row.gradation_id, row.count);
  return counts;
}

const writes = plainWrites<GradationBody>('gradations');
export const createGradation = (db: Db, input: GradationBody) => writes.insert(db, input);
export const updateGradation = (db: Db, id: number, input: Partial<GradationBody>) =>
  writes.update(db, id, input);
export const deleteGradations = (db: Db, ids: number[]) => writes.remove(db, ids);
