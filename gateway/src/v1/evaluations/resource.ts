// /v1/evaluations: visitors read published ones; every signed-in user reads all; admin and editor
// write every evaluation, a researcher the ones they take part in.

import { iso, loadFileRefs } from '../shared/presenters.ts';
import type { ResourceDefinition, V1Context } from '../shared/resource.ts';
import { evaluationRelations } from './relations.ts';
import {
  canEditEvaluation,
  createEvaluation,
  deleteEvaluations,
  findEvaluation,
  findEvaluationBySlug,
  listEvaluations,
  updateEvaluation,
} from './repository.ts';
import {
  type CreateEvaluation,
  createEvaluationBody,
  type EvaluationFilters,
  type EvaluationInclude,
  type EvaluationSort,
  evaluationFilters,
  evaluationIncludes,
  evaluationSorts,
  type UpdateEvaluation,
  updateEvaluationBody,
} from './schema.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findEvaluation>>>;
export type EvaluationOut = Record<string, unknown> & { id: number };

/** Presents rows with the requested relations, loading each relation once for all rows. */
export async function presentEvaluations(
  context: V1Context,
  rows: Row[],
  include: EvaluationInclude[],
): Promise<EvaluationOut[]> {
  const ids = rows.map((row) => row.id);
  const wanted = new Set(include);
  const files =
    wanted.has('logo') || wanted.has('banner')
      ? await loadFileRefs(
          context.db,
          rows.flatMap((row) => [row.logo_id, row.banner_id]),
        )
      : new Map();
  const gradationIds = [
    ...new Set(rows.map((row) => row.gradation_id).filter((id): id is number => id !== null)),
  ];
  const gradations = new Map(
    wanted.has('gradation') && gradationIds.length > 0
      ? (
          await context.db
            .selectFrom('gradations')
            .select(['id', 'position', 'title', 'description'])
            .where('id', 'in', gradationIds)
            .execute()
        ).map((gradation) => [gradation.id, gradation])
      : [],
  );
  // Each relation is one query for all rows; on PostgreSQL they run side by side.
  const loaded = ids.length === 0 ? [] : include.filter((name) => name in evaluationRelations);
  const relations = new Map(
    await Promise.all(
      loaded.map(
        async (name) =>
          [
            name,
            await evaluationRelations[name as keyof typeof evaluationRelations](context, ids),
          ] as const,
      ),
    ),
  );
  return rows.map((row) => {
    const out: EvaluationOut = {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      url: `/evaluations/${row.slug ?? row.id}`,
    };
    if (wanted.has('logo'))
      out.logo = row.logo_id === null ? null : (files.get(row.logo_id) ?? null);
    if (wanted.has('banner'))
      out.banner = row.banner_id === null ? null : (files.get(row.banner_id) ?? null);
    if (wanted.has('gradation'))
      out.gradation = row.gradation_id === null ? null : (gradations.get(row.gradation_id) ?? null);
    for (const [name, byId] of relations) out[name] = byId.get(row.id) ?? [];
    return out;
  });
}

const defaultSort = [{ key: 'title' as const, descending: false }];

export const evaluationsResource: ResourceDefinition<
  EvaluationOut,
  EvaluationFilters,
  EvaluationSort,
  EvaluationInclude,
  CreateEvaluation,
  UpdateEvaluation
> = {
  path: '/evaluations',
  tag: 'evaluations',
  fileFields: { logo: 'logo_id', banner: 'banner_id' },
  access: {
    list: 'public',
    read: 'public',
    create: ['admin', 'editor'],
    update: 'authenticated',
    delete: ['admin', 'editor'],
  },
  protocol: {
    filters: evaluationFilters,
    sorts: evaluationSorts,
    includes: evaluationIncludes,
    defaultSort,
  },
  async list(context, query) {
    // A search without an explicit sort lists the most relevant first.
    const sort =
      query.filter.search && query.sort === defaultSort
        ? [{ key: 'relevance' as const, descending: true }]
        : query.sort;
    const { rows, total } = await listEvaluations(context, { ...query, sort });
    return { items: await presentEvaluations(context, rows, query.with), total };
  },
  async findOne(context, id, include) {
    const row = await findEvaluation(context, id);
    if (!row) return undefined;
    return (await presentEvaluations(context, [row], include))[0];
  },
  create: { body: createEvaluationBody, run: ({ db }, input) => createEvaluation(db, input) },
  update: {
    body: updateEvaluationBody,
    run: ({ db }, id, input) => updateEvaluation(db, id, input),
  },
  remove: ({ db }, ids) => deleteEvaluations(db, ids),
  canWrite: canEditEvaluation,
  async resolveKey(context, slug) {
    const row = await findEvaluationBySlug(context, slug);
    return row?.id;
  },
};
