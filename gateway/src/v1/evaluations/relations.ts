// Everything that hangs off an evaluation, for many evaluations at once and in one statement
// (shared/batched-relations.ts): used by `with[]` on the evaluation routes and by the relationship
// routes. Each relation is its rows' query (with `evaluation_id`) and how a row is shown.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import { applicableTypes } from '../../domain/enums.ts';
import { presentDocumentRow } from '../documents/presenter.ts';
import { documentRows } from '../documents/repository.ts';
import { loadRelations, relation } from '../shared/batched-relations.ts';
import { type FileRef, fileUrl, iso, pick } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import { evaluationColumns, visibleTo } from './repository.ts';
import type { EvaluationInclude } from './schema.ts';

const applicableTypeNames = Object.fromEntries(
  Object.entries(applicableTypes).map(([name, value]) => [value, name]),
) as Record<number, keyof typeof applicableTypes>;

/** Spec section 4: hidden -> pending; visible with content -> applicable; else not_applicable. */
export function applicableStatus(row: { is_visible: boolean; content: string | null }) {
  if (!row.is_visible) return 'pending';
  return row.content && row.content.trim() !== '' ? 'applicable' : 'not_applicable';
}

/** A file joined as `<prefix>_id`, `<prefix>_name`, `<prefix>_mime_type`, `<prefix>_size`. */
const fileOf = (row: Record<string, unknown>, prefix: string): FileRef | null => {
  const id = row[`${prefix}_id`];
  if (typeof id !== 'number') return null;
  return {
    id,
    url: fileUrl(id),
    name: String(row[`${prefix}_name`]),
    mime_type: String(row[`${prefix}_mime_type`]),
    size: Number(row[`${prefix}_size`]),
  };
};

/** Organisations joined to evaluations; table names are constants, never input. */
const joined = (kind: 'specializations' | 'programs' | 'associations') => {
  const column = {
    specializations: 'specialization_id',
    programs: 'program_id',
    associations: 'association_id',
  }[kind];
  return relation<{ id: number; title: string }>({
    rows: (_context, ids) => sql`
      select j.evaluation_id, o.id, o.title
      from ${sql.table(`evaluation_${kind}`)} as j
      join ${sql.table(kind)} as o on o.id = ${sql.ref(`j.${column}`)}
      where j.evaluation_id in (${sql.join(ids)})
      order by lower(o.title), o.id`,
    present: ({ id, title }) => ({ id, title }),
  });
};

/** An evaluation's own file (logo or banner), as a one-row relation. */
const ownFile = (column: 'logo_id' | 'banner_id') =>
  relation<Record<string, unknown>>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('evaluations as e')
        .innerJoin('files as f', 'f.id', `e.${column}`)
        .select([
          'e.id as evaluation_id',
          'f.id as file_id',
          'f.original_name as file_name',
          'f.mime_type as file_mime_type',
          'f.size_bytes as file_size',
        ])
        .where('e.id', 'in', ids),
    present: (row) => fileOf(row, 'file'),
  });

const hasPublishTime = (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb('posts.publish_at', '<=', sql<Date>`now()`);

export const evaluationRelations = {
  logo: ownFile('logo_id'),
  banner: ownFile('banner_id'),

  gradation: relation<{
    evaluation_id: number;
    id: number;
    position: number;
    title: string;
    description: string;
  }>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('evaluations as e')
        .innerJoin('gradations as g', 'g.id', 'e.gradation_id')
        .select(['e.id as evaluation_id', 'g.id', 'g.position', 'g.title', 'g.description'])
        .where('e.id', 'in', ids),
    present: (row) => pick(row, ['id', 'position', 'title', 'description']),
  }),

  specializations: joined('specializations'),
  programs: joined('programs'),
  associations: joined('associations'),

  trial_bureaus: relation<{ id: number; name: string }>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('trial_bureau_evaluations as j')
        .innerJoin('trial_bureaus as t', 't.id', 'j.trial_bureau_id')
        .select(['j.evaluation_id', 't.id', 't.name'])
        .where('j.evaluation_id', 'in', ids)
        .orderBy('t.name'),
    present: ({ id, name }) => ({ id, name }),
  }),

  applicables: relation<{
    id: number;
    type: number;
    content: string | null;
    is_visible: boolean;
    updated_at: string;
  }>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('applicables')
        .select(['id', 'evaluation_id', 'type', 'content', 'is_visible', 'updated_at'])
        .where('evaluation_id', 'in', ids)
        .orderBy('type'),
    present: (row) => ({
      id: row.id,
      type: applicableTypeNames[row.type] ?? 'objective',
      type_id: row.type,
      content: row.content,
      is_visible: row.is_visible,
      status: applicableStatus(row),
      updated_at: iso(row.updated_at),
    }),
  }),

  criteria: relation({
    rows: ({ db }, ids) =>
      db
        .selectFrom('criteria')
        .select(['id', 'evaluation_id', 'type', 'content', 'position'])
        .where('evaluation_id', 'in', ids)
        .orderBy('type')
        .orderBy('position')
        .orderBy('id'),
    present: (row) => pick(row, ['id', 'type', 'content', 'position']),
  }),

  participants: relation({
    rows: ({ db }, ids) =>
      db
        .selectFrom('participants')
        .select(['id', 'evaluation_id', 'type', 'amount', 'description'])
        .where('evaluation_id', 'in', ids)
        .orderBy('type'),
    present: (row) => pick(row, ['id', 'type', 'amount', 'description']),
  }),

  people: relation<{
    id: number;
    evaluation_id: number;
    user_id: number;
    contact_function: string;
    name: string;
    title: string | null;
    gender: string | null;
    email: string;
    phone_number: string | null;
    avatar_id: number | null;
  }>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('evaluation_people as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'p.id',
          'p.evaluation_id',
          'p.user_id',
          'p.contact_function',
          'u.name',
          'u.title',
          'u.gender',
          'u.email',
          'u.phone_number',
          'u.avatar_id',
        ])
        .where('p.evaluation_id', 'in', ids)
        .orderBy('u.name'),
    // Contact details are for signed-in staff; visitors see who is involved, not how to reach them.
    present: (row, context) => ({
      id: row.id,
      user_id: row.user_id,
      contact_function: row.contact_function,
      user: {
        id: row.user_id,
        name: row.name,
        title: row.title,
        gender: row.gender,
        avatar_id: row.avatar_id,
        ...(context.viewer !== null ? { email: row.email, phone_number: row.phone_number } : {}),
      },
    }),
  }),

  measures: relation({
    rows: ({ db }, ids) =>
      db
        .selectFrom('measures')
        .select(['id', 'evaluation_id', 'title', 'description', 'position'])
        .where('evaluation_id', 'in', ids)
        .orderBy('position')
        .orderBy('id'),
    present: (row) => pick(row, ['id', 'title', 'description', 'position']),
  }),

  links: relation({
    rows: ({ db }, ids) =>
      db
        .selectFrom('links')
        .select(['id', 'evaluation_id', 'title', 'url', 'position'])
        .where('evaluation_id', 'in', ids)
        .orderBy('position')
        .orderBy('id'),
    present: (row) => pick(row, ['id', 'title', 'url', 'position']),
  }),

  documents: relation({
    rows: (context, ids) => documentRows(context, 'evaluation_id', ids),
    present: (row) => presentDocumentRow(row as Parameters<typeof presentDocumentRow>[0]),
  }),

  posts: relation<Record<string, unknown> & { id: number; evaluation_id: number }>({
    rows: ({ db, viewer }, ids) => {
      const query = db
        .selectFrom('posts')
        .leftJoin('files as f', 'f.id', 'posts.image_id')
        .select([
          'posts.id',
          'posts.evaluation_id',
          'posts.title',
          'posts.content',
          'posts.publish_at',
          'posts.is_pinned',
          'posts.created_at',
          'posts.updated_at',
          'f.id as image_id',
          'f.original_name as image_name',
          'f.mime_type as image_mime_type',
          'f.size_bytes as image_size',
        ])
        .where('posts.evaluation_id', 'in', ids);
      // Visitors see a post once its publication time has come.
      return (viewer === null ? query.where(hasPublishTime) : query)
        .orderBy('posts.is_pinned', 'desc')
        .orderBy('posts.publish_at', 'desc');
    },
    present: (row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      image: fileOf(row, 'image'),
      publish_at: iso(row.publish_at as string | null),
      is_pinned: row.is_pinned,
      postable_type: 'evaluation',
      postable_id: row.evaluation_id,
      created_at: iso(row.created_at as string | null),
      updated_at: iso(row.updated_at as string | null),
    }),
  }),

  data: relation<{
    id: number;
    date: string;
    year: number;
    month: number;
    sample_size: number;
    center_id: number;
    center_title: string;
    center_type: string;
  }>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('inclusion_data as d')
        .innerJoin('centers as c', 'c.id', 'd.center_id')
        .select([
          'd.id',
          'd.evaluation_id',
          'd.date',
          'd.year',
          'd.month',
          'd.sample_size',
          'd.center_id',
          'c.title as center_title',
          'c.type as center_type',
        ])
        .where('d.evaluation_id', 'in', ids)
        .orderBy('d.date')
        .orderBy('c.title'),
    present: (row) => ({
      id: row.id,
      date: row.date,
      year: row.year,
      month: row.month,
      sample_size: row.sample_size,
      center_id: row.center_id,
      center: { id: row.center_id, title: row.center_title, type: row.center_type },
    }),
  }),

  settings: relation<{ id: number; key: string; value: unknown }>({
    rows: ({ db }, ids) =>
      db
        .selectFrom('settings')
        .select(['id', 'evaluation_id', 'key', 'value'])
        .where('evaluation_id', 'in', ids)
        .orderBy('key'),
    present: ({ id, key, value }) => ({ id, key, value }),
  }),
} satisfies Record<EvaluationInclude, ReturnType<typeof relation>>;

export type EvaluationRelationName = keyof typeof evaluationRelations;

/** The named relations of the evaluations `ids`, in one statement. */
export function loadEvaluationRelations(
  context: V1Context,
  ids: readonly number[],
  names: readonly EvaluationRelationName[],
) {
  return loadRelations(context, evaluationRelations, names, ids, 'evaluation_id');
}

/** The evaluation rows themselves, as the viewer may see them, as one more relation. */
const record = relation<Record<string, unknown> & { evaluation_id: number }>({
  rows: (context, ids) =>
    visibleTo(
      context.db
        .selectFrom('evaluations')
        .select(evaluationColumns)
        .select('evaluations.id as evaluation_id'),
      context.viewer,
    ).where('evaluations.id', 'in', ids),
  // The rows as loaded: presentEvaluations (presenter.ts) names the fields that go out.
  present: (row) => row,
});

/**
 * The evaluations `ids` the viewer may see (in no particular order) and their named relations, in
 * one statement: a detail page is one round trip to the database.
 */
export async function loadEvaluationsWithRelations(
  context: V1Context,
  ids: readonly number[],
  names: readonly EvaluationRelationName[],
) {
  const loaded = await loadRelations(
    context,
    { ...evaluationRelations, record },
    [...names, 'record'],
    ids,
    'evaluation_id',
  );
  const rows = [...(loaded.get('record')?.values() ?? [])].flat() as EvaluationRecord[];
  loaded.delete('record');
  return { rows, relations: loaded as Map<EvaluationRelationName, Map<number, unknown[]>> };
}

/** An evaluation row as the database gives it (JSON: timestamps as strings). */
export type EvaluationRecord = Record<string, unknown> & {
  id: number;
  slug: string | null;
  created_at: string;
  updated_at: string;
};

/** One relation of one evaluation (the relationship routes). */
export async function relationOf(
  context: V1Context,
  name: EvaluationRelationName,
  id: number,
): Promise<unknown[]> {
  return (await loadEvaluationRelations(context, [id], [name])).get(name)?.get(id) ?? [];
}
