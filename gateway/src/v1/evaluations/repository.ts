// Reading and writing evaluation rows, with the visibility rule: visitors see published ones only.

import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { invalidField } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginateByKey } from '../shared/paginate.ts';
import type { V1Context } from '../shared/resource.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import { matchesSearch, searchRank } from '../shared/search-query.ts';
import type { Viewer } from '../shared/viewer.ts';
import type {
  ApplicableInput,
  CreateEvaluation,
  EvaluationFilters,
  EvaluationInclude,
  EvaluationSort,
  UpdateEvaluation,
} from './schema.ts';

export const evaluationColumns = [
  'id',
  'slug',
  'title',
  'study_title',
  'status',
  'phase',
  'description',
  'description_short',
  'objective',
  'research_question',
  'study_design',
  'contact_info',
  'research_agency',
  'resource_agency',
  'sponsor',
  'analysis',
  'figure',
  'edc',
  'castor_slug',
  'vimeo_id',
  'instruction_video_url',
  'current_medical_guideline',
  'trial_register',
  'tags',
  'starts_at',
  'ends_at',
  'adjusted_ends_at',
  'first_inclusion_at',
  'last_inclusion_at',
  'is_visible_at_inclusion_monitor',
  'gradation_id',
  'logo_id',
  'banner_id',
  'publish_at',
  'unpublish_at',
  'created_at',
  'updated_at',
] as const;

export type EvaluationQuery = SelectQueryBuilder<Database, 'evaluations', object>;

/** Visitors see published evaluations only; every signed-in user reads all. */
export function visibleTo<Q extends EvaluationQuery>(query: Q, viewer: Viewer | null): Q {
  return (viewer ? query : query.where('evaluations.status', '=', 'published')) as Q;
}

const inJoin =
  (
    table:
      | 'evaluation_specializations'
      | 'evaluation_programs'
      | 'evaluation_associations'
      | 'trial_bureau_evaluations',
    column: string,
    values: number[],
  ) =>
  (eb: ExpressionBuilder<Database, 'evaluations'>) =>
    eb.exists(
      eb
        .selectFrom(sql.table(table).as('j'))
        .select(sql.lit(1).as('one'))
        .where(sql.ref('j.evaluation_id'), '=', sql.ref('evaluations.id'))
        .where(sql.ref(`j.${column}`), 'in', values),
    );

export function applyFilters(
  query: EvaluationQuery,
  filter: Partial<EvaluationFilters>,
  viewer: Viewer | null,
): EvaluationQuery {
  let q = query;
  if (filter.search) q = q.where(matchesSearch('evaluations.search', filter.search));
  if (filter.status) q = q.where('evaluations.status', 'in', filter.status);
  if (filter.phase) q = q.where('evaluations.phase', 'in', filter.phase);
  if (filter.edc) q = q.where('evaluations.edc', 'in', filter.edc);
  if (filter.gradation_id) q = q.where('evaluations.gradation_id', 'in', filter.gradation_id);
  if (filter.ids) q = q.where('evaluations.id', 'in', filter.ids);
  if (filter.slug) q = q.where('evaluations.slug', '=', filter.slug);
  if (filter.tag) q = q.where(sql<boolean>`${filter.tag} = any(evaluations.tags)`);
  if (filter.is_visible_at_inclusion_monitor !== undefined) {
    q = q.where(
      'evaluations.is_visible_at_inclusion_monitor',
      '=',
      filter.is_visible_at_inclusion_monitor,
    );
  }
  if (filter.specialization_id)
    q = q.where(
      inJoin('evaluation_specializations', 'specialization_id', filter.specialization_id),
    );
  if (filter.program_id)
    q = q.where(inJoin('evaluation_programs', 'program_id', filter.program_id));
  if (filter.association_id)
    q = q.where(inJoin('evaluation_associations', 'association_id', filter.association_id));
  if (filter.trial_bureau_id)
    q = q.where(inJoin('trial_bureau_evaluations', 'trial_bureau_id', filter.trial_bureau_id));
  if (filter.mine) {
    const userId = viewer?.id ?? -1;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('evaluation_people as p')
          .select('p.id')
          .whereRef('p.evaluation_id', '=', 'evaluations.id')
          .where('p.user_id', '=', userId),
      ),
    );
  }
  return q;
}

/**
 * A page of the evaluations the viewer may see, and how many there are: the page's ids from the
 * indexes (migration 0008), then `rowsFor` those ids (the rows, presented).
 */
export async function listEvaluations<R extends { id: number }>(
  context: V1Context,
  query: ListQuery<EvaluationFilters, EvaluationSort, EvaluationInclude>,
  rowsFor: (ids: number[]) => Promise<R[]>,
) {
  const base = visibleTo(context.db.selectFrom('evaluations'), context.viewer);
  const filtered = applyFilters(base, query.filter, context.viewer);
  const relevance = query.filter.search
    ? searchRank('evaluations.search', query.filter.search)
    : sql`0`;
  const sortColumns: Record<EvaluationSort, string> = {
    title: 'lower(evaluations.title)',
    status: 'evaluations.status',
    phase: 'evaluations.phase',
    starts_at: 'evaluations.starts_at',
    ends_at: 'evaluations.ends_at',
    created_at: 'evaluations.created_at',
    updated_at: 'evaluations.updated_at',
    id: 'evaluations.id',
    relevance: 'relevance',
  };
  const keys = filtered.select([
    sql<number>`evaluations.id`.as('page_key'),
    relevance.as('relevance'),
  ]);
  return paginateByKey(keys, query, sortColumns, 'evaluations.id', rowsFor, (count) =>
    countForVisitors(context, query.filter, count),
  );
}

/**
 * How many evaluations a visitor finds with a filter: the same for every page and sort of it, so
 * it is kept with the anonymous answers (dropped with them on every write). Counting 15,000 of
 * 100,000 was a good part of a list page's time (`npm run bench`).
 */
async function countForVisitors(
  context: V1Context,
  filter: Partial<EvaluationFilters>,
  count: () => Promise<number>,
): Promise<number> {
  const { answers } = context;
  if (context.viewer !== null || !answers) return count();
  const key = `count\u0000evaluations\u0000${JSON.stringify(filter)}`;
  const known = answers.get(key);
  if (known) return Number(known.body);
  const started = answers.generation();
  const total = await count();
  answers.put(key, { body: String(total), contentType: 'text/plain' }, started);
  return total;
}

export function findEvaluation(context: V1Context, id: number) {
  return visibleTo(context.db.selectFrom('evaluations').select(evaluationColumns), context.viewer)
    .where('evaluations.id', '=', id)
    .executeTakeFirst();
}

export function findEvaluationBySlug(context: V1Context, slug: string) {
  return visibleTo(context.db.selectFrom('evaluations').select('id'), context.viewer)
    .where('evaluations.slug', '=', slug)
    .executeTakeFirst();
}

type Writable = Omit<CreateEvaluation, 'specialization_ids' | 'program_ids' | 'association_ids'>;

function toRow(input: Partial<Writable>) {
  const row: Record<string, unknown> = { ...input };
  for (const field of [
    'description',
    'study_design',
    'contact_info',
    'analysis',
    'current_medical_guideline',
  ] as const) {
    if (field in input) row[field] = sanitizeRichText(input[field] ?? null);
  }
  return row;
}

function checkDateOrder(row: Record<string, unknown>): void {
  const before = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' && b < a;
  if (before(row.starts_at, row.ends_at)) throw invalidField('ends_at', 'validation.dateOrder');
  if (before(row.starts_at, row.adjusted_ends_at))
    throw invalidField('adjusted_ends_at', 'validation.dateOrder');
  if (before(row.first_inclusion_at, row.last_inclusion_at))
    throw invalidField('last_inclusion_at', 'validation.dateOrder');
  // Moments with their offsets: compared as moments, and the end must come after the start.
  const at = (value: unknown) =>
    value === null || value === undefined ? undefined : new Date(value as string).getTime();
  const publish = at(row.publish_at);
  const unpublish = at(row.unpublish_at);
  if (publish !== undefined && unpublish !== undefined && unpublish <= publish)
    throw invalidField('unpublish_at', 'validation.dateOrder');
}

/** A free slug derived from the title: "titel", then "titel-2", "titel-3", ... */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base =
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 180)
      .replace(/-+$/g, '') || 'zorgevaluatie';
  const taken = await db
    .selectFrom('evaluations')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function replaceJoins(
  db: Db,
  id: number,
  input: Pick<CreateEvaluation, 'specialization_ids' | 'program_ids' | 'association_ids'>,
) {
  if (input.specialization_ids) {
    await db.deleteFrom('evaluation_specializations').where('evaluation_id', '=', id).execute();
    const ids = [...new Set(input.specialization_ids)];
    if (ids.length)
      await db
        .insertInto('evaluation_specializations')
        .values(ids.map((specialization_id) => ({ evaluation_id: id, specialization_id })))
        .execute();
  }
  if (input.program_ids) {
    await db.deleteFrom('evaluation_programs').where('evaluation_id', '=', id).execute();
    const ids = [...new Set(input.program_ids)];
    if (ids.length)
      await db
        .insertInto('evaluation_programs')
        .values(ids.map((program_id) => ({ evaluation_id: id, program_id })))
        .execute();
  }
  if (input.association_ids) {
    await db.deleteFrom('evaluation_associations').where('evaluation_id', '=', id).execute();
    const ids = [...new Set(input.association_ids)];
    if (ids.length)
      await db
        .insertInto('evaluation_associations')
        .values(ids.map((association_id) => ({ evaluation_id: id, association_id })))
        .execute();
  }
}

/** Who planned the publication moments a write sets (the scheduler acts on their behalf). */
function withPlanner(row: Record<string, unknown>, plannerId: number | undefined) {
  const planned = (row.publish_at ?? null) !== null || (row.unpublish_at ?? null) !== null;
  if (planned && plannerId !== undefined) row.scheduled_by = plannerId;
  return row;
}

export async function createEvaluation(
  db: Db,
  input: CreateEvaluation,
  plannerId?: number,
): Promise<number> {
  const { specialization_ids, program_ids, association_ids, ...fields } = input;
  const row = withPlanner(toRow(fields), plannerId);
  checkDateOrder(row);
  return atomically(db, async (trx) => {
    row.slug = fields.slug ?? (await freeSlug(trx, fields.title));
    const created = await trx
      .insertInto('evaluations')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceJoins(trx, created.id, { specialization_ids, program_ids, association_ids });
    return created.id;
  });
}

export async function updateEvaluation(
  db: Db,
  id: number,
  input: UpdateEvaluation,
  plannerId?: number,
): Promise<void> {
  const { specialization_ids, program_ids, association_ids, ...fields } = input;
  const row = withPlanner(toRow(fields), plannerId);
  await atomically(db, async (trx) => {
    const current = await trx
      .selectFrom('evaluations')
      .select([
        'starts_at',
        'ends_at',
        'adjusted_ends_at',
        'first_inclusion_at',
        'last_inclusion_at',
        'publish_at',
        'unpublish_at',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    checkDateOrder({ ...current, ...row });
    if (Object.keys(row).length > 0)
      await trx
        .updateTable('evaluations')
        .set(row as never)
        .where('id', '=', id)
        .execute();
    await replaceJoins(trx, id, { specialization_ids, program_ids, association_ids });
  });
}

export async function deleteEvaluations(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('evaluations').where('id', 'in', ids).execute();
}

/** Admin and editor edit every evaluation; a researcher those whose people include them. */
export async function canEditEvaluation(context: V1Context, id: number): Promise<boolean> {
  const role = context.viewer?.role;
  if (role === 'admin' || role === 'editor') return true;
  if (role !== 'researcher' || !context.viewer) return false;
  const person = await context.db
    .selectFrom('evaluation_people')
    .select('id')
    .where('evaluation_id', '=', id)
    .where('user_id', '=', context.viewer.id)
    .executeTakeFirst();
  return person !== undefined;
}

// The evaluation's parts (routes.ts): writes of rows that carry evaluation_id.

/** The tables of an evaluation's parts: each row carries evaluation_id. */
export type ChildTable =
  | 'criteria'
  | 'participants'
  | 'measures'
  | 'links'
  | 'evaluation_people'
  | 'inclusion_data'
  | 'posts'
  | 'applicables';

/** Insert, update and delete in a table whose rows carry evaluation_id. */
export const writing = <C extends object, U extends object>(
  table: ChildTable,
  toRow: (input: Partial<C & U>) => Record<string, unknown> = (input) => input,
) => ({
  async create(db: Db, ownerId: number, input: C) {
    const row = await db
      .insertInto(table)
      .values({ ...toRow(input as Partial<C & U>), evaluation_id: ownerId } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(db: Db, ownerId: number, relationId: number, input: U) {
    const row = toRow(input as Partial<C & U>);
    if (Object.keys(row).length === 0) return;
    await db
      .updateTable(table)
      .set(row as never)
      .where('id', '=', relationId)
      .where('evaluation_id', '=', ownerId)
      .execute();
  },
  async remove(db: Db, ownerId: number, relationId: number) {
    await db
      .deleteFrom(table)
      .where('id', '=', relationId)
      .where('evaluation_id', '=', ownerId)
      .execute();
  },
});

/** Spec section 4: not_applicable clears the content; only an applicable section is visible. */
export function applicableRow(input: Partial<ApplicableInput>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (input.type !== undefined) row.type = input.type;
  if (input.content !== undefined) row.content = sanitizeRichText(input.content);
  if (input.is_visible !== undefined) row.is_visible = input.is_visible;
  if (input.status === 'applicable') {
    row.is_visible = true;
    if (!row.content) throw invalidField('content', 'validation.required');
  } else if (input.status === 'not_applicable') {
    // Stored visible without content, so it reads back as not_applicable.
    row.is_visible = true;
    row.content = null;
  } else if (input.status === 'pending') {
    row.is_visible = false;
  }
  return row;
}

export const richContent = <T extends { content?: string | null }>(input: T) =>
  'content' in input ? { ...input, content: sanitizeRichText(input.content ?? null) } : input;
export const richDescription = <T extends { description?: string | null }>(input: T) =>
  'description' in input
    ? { ...input, description: sanitizeRichText(input.description ?? null) }
    : input;
