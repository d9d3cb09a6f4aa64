// /v1/data (inclusion data): visitors read the rows of published evaluations shown on the inclusion
// monitor, signed-in users read all; admin and editor write every row, a researcher the rows of the
// evaluations they take part in.
import type { Db } from '../../db/database.ts';
import { forbidden } from '../shared/http-errors.ts';
import { type ResourceDefinition, readAndWrite, type V1Context } from '../shared/resource.ts';
import { isStaff } from '../shared/viewer.ts';
import { type DataOut, inclusionDataAnswer, presentData } from './presenter.ts';
import {
  createData,
  type DataRow,
  deleteData,
  ensureDataReferences,
  evaluationOfData,
  findData,
  isEvaluationPerson,
  listData,
  loadDataRelations,
  updateData,
} from './repository.ts';
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

async function present(db: Db, rows: DataRow[], include: DataInclude[]): Promise<DataOut[]> {
  return presentData(rows, await loadDataRelations(db, rows, include));
}

/** Admin and editor write every evaluation's data; a researcher that of evaluations they are on. */
async function mayWriteEvaluation(context: V1Context, evaluationId: number): Promise<boolean> {
  if (isStaff(context.viewer)) return true;
  if (context.viewer?.role !== 'researcher') return false;
  return isEvaluationPerson(context.db, evaluationId, context.viewer.id);
}

/** Field-level 422s for references that do not exist, then the researcher's evaluation rule. */
async function checkReferences(context: V1Context, input: UpdateData): Promise<void> {
  await ensureDataReferences(context.db, input);
  if (
    input.evaluation_id !== undefined &&
    !(await mayWriteEvaluation(context, input.evaluation_id))
  )
    throw forbidden();
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
  table: 'inclusion_data',
  tag: 'data',
  access: readAndWrite('public', ['admin', 'editor', 'researcher']),
  answer: inclusionDataAnswer,
  protocol: {
    filters: dataFilters,
    sorts: dataSorts,
    includes: dataIncludes,
    defaultSort: [{ key: 'date', descending: false }],
  },
  async list(context, query) {
    const { rows, total } = await listData(context, query);
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne(context, dataId, include) {
    const row = await findData(context, dataId);
    return row && (await present(context.db, [row], include))[0];
  },
  create: {
    body: createDataBody,
    async run(context, input) {
      await checkReferences(context, input);
      return createData(context.db, input);
    },
  },
  update: {
    body: updateDataBody,
    async run(context, dataId, input) {
      if (Object.keys(input).length === 0) return;
      await checkReferences(context, input);
      await updateData(context.db, dataId, input);
    },
  },
  async remove({ db }, ids) {
    await deleteData(db, ids);
  },
  async canWrite(context, dataId) {
    const evaluationId = await evaluationOfData(context.db, dataId);
    return evaluationId !== undefined && (await mayWriteEvaluation(context, evaluationId));
  },
};
