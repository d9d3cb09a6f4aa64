// /v1/data (inclusion data): visitors read the rows of published evaluations shown on the inclusion
// monitor, signed-in users read all; admin and editor write every row, a researcher the rows of the
// evaluations they take part in.
import type { Db } from '../../db/database.ts';
import { forbidden, invalidField, ValidationError } from '../shared/http-errors.ts';
import { paginate } from '../shared/paginate.ts';
import { iso } from '../shared/presenters.ts';
import type { ResourceDefinition, V1Context } from '../shared/resource.ts';
import { isStaff } from '../shared/viewer.ts';
import {
  type CreateData,
  createDataBody,
  type DataFilters,
  type DataInclude,
  type DataSort,
  dataFilters,
  dataIncludes,
  dataSorts,
  type UpdateData,
  updateDataBody,
} from './schema.ts';

export interface DataOut {
  id: number;
  evaluation_id: number;
  center_id: number;
  date: string;
  year: number;
  month: number;
  sample_size: number;
  created_at: string | null;
  updated_at: string | null;
  center?: { id: number; title: string; type: string };
  evaluation?: { id: number; title: string; slug: string | null; status: string };
}

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

type Row = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

async function present(db: Db, rows: Row[], include: DataInclude[]): Promise<DataOut[]> {
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
  const centersById = new Map(centers.map((center) => [center.id, center]));
  const evaluationsById = new Map(evaluations.map((evaluation) => [evaluation.id, evaluation]));
  return rows.map((row) => {
    const out: DataOut = {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    const center = centersById.get(row.center_id);
    if (center) out.center = center;
    const evaluation = evaluationsById.get(row.evaluation_id);
    if (evaluation) out.evaluation = evaluation;
    return out;
  });
}

/** Admin and editor write every evaluation's data; a researcher that of evaluations they are on. */
async function mayWriteEvaluation(context: V1Context, evaluationId: number): Promise<boolean> {
  if (isStaff(context.viewer)) return true;
  if (context.viewer?.role !== 'researcher') return false;
  const person = await context.db
    .selectFrom('evaluation_people')
    .select('id')
    .where('evaluation_id', '=', evaluationId)
    .where('user_id', '=', context.viewer.id)
    .executeTakeFirst();
  return person !== undefined;
}

/** Field-level 422s for references that do not exist, then the researcher's evaluation rule. */
async function checkReferences(context: V1Context, input: UpdateData): Promise<void> {
  const { db } = context;
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
  if (
    input.evaluation_id !== undefined &&
    !(await mayWriteEvaluation(context, input.evaluation_id))
  )
    throw forbidden();
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

export const inclusionDataResource: ResourceDefinition<
  DataOut,
  DataFilters,
  DataSort,
  DataInclude,
  CreateData,
  UpdateData
> = {
  path: '/data',
  tag: 'data',
  access: {
    list: 'public',
    read: 'public',
    create: ['admin', 'editor', 'researcher'],
    update: ['admin', 'editor', 'researcher'],
    delete: ['admin', 'editor', 'researcher'],
  },
  protocol: {
    filters: dataFilters,
    sorts: dataSorts,
    includes: dataIncludes,
    defaultSort: [{ key: 'date', descending: false }],
  },
  async list(context, query) {
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
    const { rows, total } = await paginate(
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
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne(context, dataId, include) {
    const row = await scoped(context).where('inclusion_data.id', '=', dataId).executeTakeFirst();
    return row && (await present(context.db, [row], include))[0];
  },
  create: {
    body: createDataBody,
    async run(context, input) {
      await checkReferences(context, input);
      const row = await uniqueMonth(() =>
        context.db
          .insertInto('inclusion_data')
          .values(input)
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return row.id;
    },
  },
  update: {
    body: updateDataBody,
    async run(context, dataId, input) {
      if (Object.keys(input).length === 0) return;
      await checkReferences(context, input);
      await uniqueMonth(() =>
        context.db.updateTable('inclusion_data').set(input).where('id', '=', dataId).execute(),
      );
    },
  },
  async remove({ db }, ids) {
    await db.deleteFrom('inclusion_data').where('id', 'in', ids).execute();
  },
  async canWrite(context, dataId) {
    const row = await context.db
      .selectFrom('inclusion_data')
      .select('evaluation_id')
      .where('id', '=', dataId)
      .executeTakeFirst();
    return row !== undefined && (await mayWriteEvaluation(context, row.evaluation_id));
  },
};
