// /v1/gradations: the inclusion-monitor categories (Categorie 1-4); public to read, admin to write.
import type { Db } from '../../db/database.ts';
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import { gradationAnswer, type GradationOut, presentGradations } from './presenter.ts';
import {
  createGradation,
  deleteGradations,
  evaluationCounts,
  findGradation,
  type GradationRow,
  listGradations,
  updateGradation,
} from './repository.ts';
import {
  type GradationBody,
  type GradationFilters,
  type GradationInclude,
  type GradationSort,
  gradationBody,
  gradationFilters,
  gradationIncludes,
  gradationSorts,
} from './schema.ts';

export const gradationsResource: ResourceDefinition<
  GradationOut,
  GradationFilters,
  GradationSort,
  GradationInclude,
  GradationBody,
  Partial<GradationBody>
> = {
  path: '/gradations',
  tag: 'gradations',
  access: readAndWrite('public', ['admin']),
  answer: gradationAnswer,
  protocol: {
    filters: gradationFilters,
    sorts: gradationSorts,
    includes: gradationIncludes,
    defaultSort: [{ key: 'position', descending: false }],
  },
  async list(context, query) {
    const { rows, total } = await listGradations(context.db, query);
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne({ db }, gradationId, include) {
    const row = await findGradation(db, gradationId);
    return row && (await present(db, [row], include))[0];
  },
  create: { body: gradationBody, run: ({ db }, input) => createGradation(db, input) },
  update: {
    body: gradationBody.partial(),
    run: ({ db }, id, input) => updateGradation(db, id, input),
  },
  // Evaluations of a deleted gradation keep existing without one (ON DELETE SET NULL).
  async remove({ db }, ids) {
    await deleteGradations(db, ids);
  },
};

/** Loads the counts when asked for (and there are rows), then presents the rows. */
async function present(
  db: Db,
  rows: GradationRow[],
  include: GradationInclude[],
): Promise<GradationOut[]> {
  const counts =
    include.includes('counts') && rows.length > 0
      ? await evaluationCounts(
          db,
          rows.map((row) => row.id),
        )
      : new Map<number, number>();
  return presentGradations(rows, include, counts);
}
