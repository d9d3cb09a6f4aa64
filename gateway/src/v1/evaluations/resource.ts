// /v1/evaluations: visitors read published ones; every signed-in user reads all; admin and editor
// write every evaluation, a researcher the ones they take part in.

import type { ResourceDefinition } from '../shared/resource.ts';
import { type EvaluationOut, evaluationAnswer, presentEvaluations } from './presenter.ts';
import { loadEvaluationsWithRelations } from './relations.ts';
import {
  canEditEvaluation,
  createEvaluation,
  deleteEvaluations,
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
  imageFields: ['logo_id', 'banner_id'],
  access: {
    list: 'public',
    read: 'public',
    create: ['admin', 'editor'],
    update: 'authenticated',
    delete: ['admin', 'editor'],
  },
  answer: evaluationAnswer,
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
    // The page's rows and their relations in one statement, once the page's ids are known.
    const { rows, total } = await listEvaluations(context, { ...query, sort }, async (ids) => {
      const loaded = await loadEvaluationsWithRelations(context, ids, query.with);
      return presentEvaluations(loaded.rows, loaded.relations);
    });
    return { items: rows, total };
  },
  async findOne(context, id, include) {
    const { rows, relations } = await loadEvaluationsWithRelations(context, [id], include);
    return rows.length > 0 ? presentEvaluations(rows, relations)[0] : undefined;
  },
  create: {
    body: createEvaluationBody,
    run: ({ db, viewer }, input) => createEvaluation(db, input, viewer?.id),
  },
  update: {
    body: updateEvaluationBody,
    run: ({ db, viewer }, id, input) => updateEvaluation(db, id, input, viewer?.id),
  },
  remove: ({ db }, ids) => deleteEvaluations(db, ids),
  canWrite: canEditEvaluation,
  async resolveKey(context, slug) {
    const row = await findEvaluationBySlug(context, slug);
    return row?.id;
  },
};
