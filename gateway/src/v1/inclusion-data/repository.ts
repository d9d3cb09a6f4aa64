// Reading and writing inclusion data rows: the viewer's scope (visitors: published evaluations on
// the inclusion monitor), the filtered, paged list, one row, the writes (one row per evaluation,
// center and month), the rows that `with[]` needs and the reference checks.
import type { Db } from '../../db/database.ts';
import { invalidField, ValidationError } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import type { V1Context } from '../shared/resource.ts';
import type { CreateData, DataFilters, DataInclude, DataSort, UpdateData } from './schema.ts';

const columns = [
  'inclusion_data.id',
  'inclusion_data.evaluation_id',
  'inclusion_data.center_id',
  'inclusion_data.date',
  'inclusion_data.year',
  'inclusion_data.month',
  'inclusion_data.sample_size',
  'inclusion_data.created_at',
  'inclusion_data.updated_at',
] as const;

/** Rows joined to their center and evaluation, narrowed to what the viewer may see. */
function scoped(context: V1Context) {
  const query = context.db
    .selectFrom('inclusion_data')
    .innerJoin('centers', 'centers.id', 'inclusion_data.center_id')
    .innerJoin('evaluations', 'evaluations.id', 'inclusion_data.evaluation_id')
    .select(columns);
  if (context.viewer) return query;
  return query
    .where('evaluations.status', '=', 'published')
    .where('evaluations.is_visible_at_inclusion_monitor', '=', true);
}

export type DataRow = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

export async function listData(
  context: V1Context,
  query: ListQuery<DataFilters, DataSort, DataInclude>,
): Promise<{ rows: DataRow[]; total: number }> {
  const { filter } = query;
  let select = scoped(context);
  if (filter.evaluation_id)
    select = select.where('inclusion_data.evaluation_id', 'in', filter.evaluation_id);
  if (filter.center_id) select = select.where('inclusion_data.center_id', 'in', filter.center_id);
  if (filter.year) select = select.where('inclusion_data.year', 'in', filter.year);
  if (filter.month) select = select.where('inclusion_data.month', 'in', filter.month);
  // Rows sit on the first of their month, so a range covers whole months at both ends.
  if (filter.from)
    select = select.where('inclusion_data.date', '>=', `${filter.from.slice(0, 7)}-01`);
  if (filter.to) select = select.where('inclusion_data.date', '<=', filter.to);
  if (filter.ids) select = select.where('inclusion_data.id', 'in', filter.ids);
  return paginate(
    select,
    query,
    {
      date: 'inclusion_data.date',
      sample_size: 'inclusion_data.sample_size',
      center: 'zv_fold(centers.title)',
      evaluation: 'zv_fold(evaluations.title)',
      created_at: 'inclusion_data.created_at',
      updated_at: 'inclusion_data.updated_at',
      id: 'inclusion_data.id',
    },
    'inclusion_data.id',
  );
}

/** One row as the viewer may see it. */
export function findData(context: V1Context, dataId: number): Promise<DataRow | undefined> {
  return scoped(context).where('inclusion_data.id', '=', dataId).executeTakeFirst();
}

export interface DataCenter {
  id: number;
  title: string;
  type: string;
}
export interface DataEvaluation {
  id: number;
  title: string;
  slug: string | null;
  status: string;
}

/** The centers and evaluations the rows name, by id, for the includes asked for. */
export async function loadDataRelations(
  db: Db,
  rows: DataRow[],
  include: DataInclude[],
): Promise<{ centers: Map<number, DataCenter>; evaluations: Map<number, DataEvaluation> }> {
  const centers = include.includes('center')
    ? await db
        .selectFrom('centers')
        .select(['id', 'title', 'type'])
        .where('id', 'in', [...new Set(rows.map((row) => row.center_id)), -1])
        .execute()
    : [];
  const evaluations = include.includes('evaluation')
    ? await db
        .selectFrom('evaluations')
        .select(['id', 'title', 'slug', 'status'])
        .where('id', 'in', [...new Set(rows.map((row) => row.evaluation_id)), -1])
        .execute()
    : [];
  return {
    centers: new Map(centers.map((center) => [center.id, center])),
    evaluations: new Map(evaluations.map((evaluation) => [evaluation.id, evaluation])),
  };
}

/** Whether the user takes part in the evaluation (is one of its people). */
export async function isEvaluationPerson(
  db: Db,
  evaluationId: number,
  userId: number,
): Promise<boolean> {
  const person = await db
    .selectFrom('evaluation_people')
    .select('id')
    .where('evaluation_id', '=', evaluationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return person !== undefined;
}

/** Field-level 422s for references that do not exist. */
export async function ensureDataReferences(db: Db, input: UpdateData): Promise<void> {
  const errors: ValidationError['fieldErrors'] = {};
  if (input.evaluation_id !== undefined) {
    const found = await db
      .selectFrom('evaluations')
      .select('id')
      .where('id', '=', input.evaluation_id)
      .executeTakeFirst();
    if (!found) errors.evaluation_id = [{ key: 'validation.exists' }];
  }
  if (input.center_id !== undefined) {
    const found = await db
      .selectFrom('centers')
      .select('id')
      .where('id', '=', input.center_id)
      .executeTakeFirst();
    if (!found) errors.center_id = [{ key: 'validation.exists' }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** One row per evaluation, center and month: a second one is reported on the month. */
async function uniqueMonth<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505')
      throw invalidField('date', 'validation.taken');
    throw error;
  }
}

export async function createData(db: Db, input: CreateData): Promise<number> {
  const row = await uniqueMonth(() =>
    db.insertInto('inclusion_data').values(input).returning('id').executeTakeFirstOrThrow(),
  );
  return row.id;
}

export async function updateData(db: Db, dataId: number, input: UpdateData): Promise<void> {
  await uniqueMonth(() =>
    db.updateTable('inclusion_data').set(input).where('id', '=', dataId).execute(),
  );
}

export async function deleteData(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('inclusion_data').where('id', 'in', ids).execute();
}

/** The evaluation a data row belongs to (undefined when there is no such row). */
export async function evaluationOfData(db: Db, dataId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('inclusion_data')
    .select('evaluation_id')
    .where('id', '=', dataId)
    .executeTakeFirst();
  return row?.evaluation_id;
}
