// GET /v1/evaluations/facets: for the list's filters, how many evaluations each filter value would
// find. Disjunctive: a facet's counts apply every filter except that facet's own, so a visitor sees
// what widening a choice brings. Same visibility as the list (visitors: published only).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { evaluationPhases, evaluationStatuses } from '../../domain/enums.ts';
import { answerRecord, answers, one, recordId } from '../shared/answers.ts';
import { parseListQuery } from '../shared/list-query.ts';
import { contextOf, type V1Context } from '../shared/resource.ts';
import { authorize } from '../shared/viewer.ts';
import { applyFilters, visibleTo } from './repository.ts';
import {
  type EvaluationFilters,
  evaluationFilters,
  evaluationIncludes,
  evaluationSorts,
} from './schema.ts';

const valueCount = <T extends z.ZodType>(value: T) =>
  z.object({ value, count: z.number().int().min(0) });
const recordCount = z.object({
  id: recordId,
  title: z.string(),
  count: z.number().int().min(0),
});

/** The counts of every facet: the answer's `data`, also the OpenAPI response schema. */
const facetsAnswer = answerRecord('EvaluationFacets', {
  total: z.number().int().min(0).describe('Evaluations matching every filter'),
  phases: z.array(valueCount(z.enum(evaluationPhases))).describe('Every phase, in phase order'),
  statuses: z
    .array(valueCount(z.enum(evaluationStatuses)))
    .describe('Every status the caller may see, in status order'),
  gradations: z.array(recordCount).describe('By position; those with evaluations or chosen'),
  specializations: z.array(recordCount).describe('By title; those with evaluations or chosen'),
  programs: z.array(recordCount).describe('By title; those with evaluations or chosen'),
  associations: z.array(recordCount).describe('By title; those with evaluations or chosen'),
});
export type EvaluationFacets = z.infer<typeof facetsAnswer>;

type Filter = Partial<EvaluationFilters>;
type FacetFilter = 'phase' | 'status' | 'gradation_id' | 'specialization_id' | 'program_id';

const countColumn = sql<number>`count(*)::int`;

/** The visible evaluations matching `filter` without the facet's own filter. */
function matching(context: V1Context, filter: Filter, without: FacetFilter | 'association_id') {
  const { [without]: _omitted, ...rest } = filter;
  return applyFilters(
    visibleTo(context.db.selectFrom('evaluations'), context.viewer),
    rest,
    context.viewer,
  );
}

async function enumCounts<V extends string>(
  context: V1Context,
  filter: Filter,
  column: 'phase' | 'status',
  values: readonly V[],
) {
  const rows = await matching(context, filter, column)
    .select([`evaluations.${column} as value`, countColumn.as('count')])
    .groupBy(`evaluations.${column}`)
    .execute();
  const counts = new Map(rows.map((row) => [row.value as string, row.count]));
  return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

type LinkTable = 'evaluation_specializations' | 'evaluation_programs' | 'evaluation_associations';
type TitledTable = 'specializations' | 'programs' | 'associations';

/** Counts per linked record (one query): those with evaluations, plus the chosen ones at 0. */
async function linkCounts(
  context: V1Context,
  filter: Filter,
  link: {
    table: LinkTable;
    column: string;
    records: TitledTable;
    filter: FacetFilter | 'association_id';
  },
) {
  const chosen = (filter[link.filter] as number[] | undefined) ?? [];
  const ids = matching(context, filter, link.filter).select('evaluations.id');
  const counts = context.db
    .selectFrom(sql.table(link.table).as('j'))
    .select([sql.ref<number>(`j.${link.column}`).as('ref_id'), countColumn.as('count')])
    .where(sql.ref('j.evaluation_id'), 'in', ids)
    .groupBy(sql.ref(`j.${link.column}`));
  return context.db
    .selectFrom(`${link.records} as r` as 'specializations as r')
    .leftJoin(counts.as('c'), 'c.ref_id', 'r.id')
    .select(['r.id', 'r.title', sql<number>`coalesce(c.count, 0)::int`.as('count')])
    .where((eb) =>
      eb.or([eb('c.count', '>', 0), ...(chosen.length > 0 ? [eb('r.id', 'in', chosen)] : [])]),
    )
    .orderBy(sql`lower(r.title)`)
    .orderBy('r.id')
    .execute();
}

async function gradationCounts(context: V1Context, filter: Filter) {
  const chosen = filter.gradation_id ?? [];
  const counts = matching(context, filter, 'gradation_id')
    .select(['evaluations.gradation_id as ref_id', countColumn.as('count')])
    .groupBy('evaluations.gradation_id');
  return context.db
    .selectFrom('gradations as r')
    .leftJoin(counts.as('c'), 'c.ref_id', 'r.id')
    .select(['r.id', 'r.title', sql<number>`coalesce(c.count, 0)::int`.as('count')])
    .where((eb) =>
      eb.or([eb('c.count', '>', 0), ...(chosen.length > 0 ? [eb('r.id', 'in', chosen)] : [])]),
    )
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
}

/** Every facet at once; on PostgreSQL the queries run side by side. */
export async function evaluationFacets(
  context: V1Context,
  filter: Filter,
): Promise<EvaluationFacets> {
  const [total, phases, statuses, gradations, specializations, programs, associations] =
    await Promise.all([
      applyFilters(
        visibleTo(context.db.selectFrom('evaluations'), context.viewer),
        filter,
        context.viewer,
      )
        .select(countColumn.as('count'))
        .executeTakeFirstOrThrow(),
      enumCounts(context, filter, 'phase', evaluationPhases),
      enumCounts(context, filter, 'status', evaluationStatuses),
      gradationCounts(context, filter),
      linkCounts(context, filter, {
        table: 'evaluation_specializations',
        column: 'specialization_id',
        records: 'specializations',
        filter: 'specialization_id',
      }),
      linkCounts(context, filter, {
        table: 'evaluation_programs',
        column: 'program_id',
        records: 'programs',
        filter: 'program_id',
      }),
      linkCounts(context, filter, {
        table: 'evaluation_associations',
        column: 'association_id',
        records: 'associations',
        filter: 'association_id',
      }),
    ]);
  return {
    total: total.count,
    phases,
    // Visitors only ever see published ones: the other statuses are not theirs to count.
    statuses: context.viewer ? statuses : statuses.filter((entry) => entry.value === 'published'),
    gradations,
    specializations,
    programs,
    associations,
  };
}

const protocol = {
  filters: evaluationFilters,
  sorts: evaluationSorts,
  includes: evaluationIncludes,
  defaultSort: [],
};

export function registerEvaluationFacets(app: FastifyInstance, db: Db): void {
  app.get(
    '/evaluations/facets',
    {
      schema: {
        tags: ['evaluations'],
        summary:
          'Counts per filter value (phase, status, gradation, specialization, program, association) for the list filters in `filter[...]`; each facet ignores its own filter',
        response: answers({ 200: one(facetsAnswer) }),
      },
    },
    async (request) => {
      const context = contextOf(request, db);
      authorize(context.viewer, 'public');
      const raw = request.query as Record<string, unknown>;
      // Only the filters matter; paging, sorting and includes of the list are accepted and ignored.
      const { filter } = parseListQuery(raw, protocol);
      return { data: await evaluationFacets(context, filter) };
    },
  );
}
