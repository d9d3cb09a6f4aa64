// Everything that hangs off an evaluation, loaded for many evaluations at once (no N+1): used by
// `with[]` on the evaluation routes and by the relationship routes.
import { sql } from 'kysely';
import { applicableTypes } from '../../domain/enums.ts';
import { documentsOf } from '../documents/documents.ts';
import { type FileRef, groupBy, iso, loadFileRefs } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import type { EvaluationInclude } from './schema.ts';

type Loader = (context: V1Context, ids: number[]) => Promise<Map<number, unknown>>;

const applicableTypeNames = Object.fromEntries(
  Object.entries(applicableTypes).map(([name, value]) => [value, name]),
) as Record<number, keyof typeof applicableTypes>;

/** Spec section 4: hidden -> pending; visible with content -> applicable; else not_applicable. */
export function applicableStatus(row: { is_visible: boolean; content: string | null }) {
  if (!row.is_visible) return 'pending';
  return row.content && row.content.trim() !== '' ? 'applicable' : 'not_applicable';
}

const many =
  <T extends { evaluation_id: number }, O>(rows: T[], present: (row: T) => O) =>
  (): Map<number, O[]> => {
    const grouped = groupBy(rows, (row) => row.evaluation_id);
    return new Map([...grouped].map(([id, list]) => [id, list.map(present)]));
  };

/** Organisations joined to evaluations; table names are constants, never input. */
const joined = async (
  context: V1Context,
  ids: number[],
  kind: 'specializations' | 'programs' | 'associations',
) => {
  const column = {
    specializations: 'specialization_id',
    programs: 'program_id',
    associations: 'association_id',
  }[kind];
  const { rows } = await sql<{ evaluation_id: number; id: number; title: string }>`
    select j.evaluation_id, o.id, o.title
    from ${sql.table(`evaluation_${kind}`)} as j
    join ${sql.table(kind)} as o on o.id = ${sql.ref(`j.${column}`)}
    where j.evaluation_id in (${sql.join(ids)})
    order by lower(o.title)`.execute(context.db);
  return many(rows, ({ id, title }) => ({ id, title }))();
};

export const evaluationRelations: Record<
  Exclude<EvaluationInclude, 'logo' | 'banner' | 'gradation'>,
  Loader
> = {
  specializations: (context, ids) => joined(context, ids, 'specializations'),
  programs: (context, ids) => joined(context, ids, 'programs'),
  associations: (context, ids) => joined(context, ids, 'associations'),

  async trial_bureaus(context, ids) {
    const rows = await context.db
      .selectFrom('trial_bureau_evaluations as j')
      .innerJoin('trial_bureaus as t', 't.id', 'j.trial_bureau_id')
      .select(['j.evaluation_id', 't.id', 't.name'])
      .where('j.evaluation_id', 'in', ids)
      .orderBy('t.name')
      .execute();
    return many(rows, ({ id, name }) => ({ id, name }))();
  },

  async applicables(context, ids) {
    const rows = await context.db
      .selectFrom('applicables')
      .select(['id', 'evaluation_id', 'type', 'content', 'is_visible', 'updated_at'])
      .where('evaluation_id', 'in', ids)
      .orderBy('type')
      .execute();
    return many(rows, (row) => ({
      id: row.id,
      type: applicableTypeNames[row.type] ?? 'objective',
      type_id: row.type,
      content: row.content,
      is_visible: row.is_visible,
      status: applicableStatus(row),
      updated_at: iso(row.updated_at),
    }))();
  },

  async criteria(context, ids) {
    const rows = await context.db
      .selectFrom('criteria')
      .select(['id', 'evaluation_id', 'type', 'content', 'position'])
      .where('evaluation_id', 'in', ids)
      .orderBy('type')
      .orderBy('position')
      .orderBy('id')
      .execute();
    return many(rows, ({ evaluation_id: _, ...row }) => row)();
  },

  async participants(context, ids) {
    const rows = await context.db
      .selectFrom('participants')
      .select(['id', 'evaluation_id', 'type', 'amount', 'description'])
      .where('evaluation_id', 'in', ids)
      .orderBy('type')
      .execute();
    return many(rows, ({ evaluation_id: _, ...row }) => row)();
  },

  async people(context, ids) {
    const rows = await context.db
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
      .orderBy('u.name')
      .execute();
    // Contact details are for signed-in staff; visitors see who is involved, not how to reach them.
    const signedIn = context.viewer !== null;
    return many(rows, (row) => ({
      id: row.id,
      user_id: row.user_id,
      contact_function: row.contact_function,
      user: {
        id: row.user_id,
        name: row.name,
        title: row.title,
        gender: row.gender,
        avatar_id: row.avatar_id,
        ...(signedIn ? { email: row.email, phone_number: row.phone_number } : {}),
      },
    }))();
  },

  async measures(context, ids) {
    const rows = await context.db
      .selectFrom('measures')
      .select(['id', 'evaluation_id', 'title', 'description', 'position'])
      .where('evaluation_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return many(rows, ({ evaluation_id: _, ...row }) => row)();
  },

  async links(context, ids) {
    const rows = await context.db
      .selectFrom('links')
      .select(['id', 'evaluation_id', 'title', 'url', 'position'])
      .where('evaluation_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return many(rows, ({ evaluation_id: _, ...row }) => row)();
  },

  documents: (context, ids) => documentsOf(context, 'evaluation_id', ids),

  async posts(context, ids) {
    let query = context.db
      .selectFrom('posts')
      .select([
        'id',
        'evaluation_id',
        'title',
        'content',
        'image_id',
        'publish_at',
        'is_pinned',
        'created_at',
        'updated_at',
      ])
      .where('evaluation_id', 'in', ids);
    if (context.viewer === null) query = query.where('publish_at', '<=', sql<Date>`now()`);
    const rows = (await query
      .orderBy('is_pinned', 'desc')
      .orderBy('publish_at', 'desc')
      .execute()) as (Awaited<ReturnType<typeof query.execute>>[number] & {
      evaluation_id: number;
    })[];
    const images = await loadFileRefs(
      context.db,
      rows.map((row) => row.image_id),
    );
    return many(rows, (row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      publish_at: iso(row.publish_at),
      is_pinned: row.is_pinned,
      postable_type: 'evaluation',
      postable_id: row.evaluation_id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }))();
  },

  async data(context, ids) {
    const rows = await context.db
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
      .orderBy('c.title')
      .execute();
    return many(rows, (row) => ({
      id: row.id,
      date: row.date,
      year: row.year,
      month: row.month,
      sample_size: row.sample_size,
      center_id: row.center_id,
      center: { id: row.center_id, title: row.center_title, type: row.center_type },
    }))();
  },

  async settings(context, ids) {
    const rows = (await context.db
      .selectFrom('settings')
      .select(['id', 'evaluation_id', 'key', 'value'])
      .where('evaluation_id', 'in', ids)
      .orderBy('key')
      .execute()) as { id: number; evaluation_id: number; key: string; value: unknown }[];
    return many(rows, ({ id, key, value }) => ({ id, key, value }))();
  },
};

export interface EvaluationFileRefs {
  logo: FileRef | null;
  banner: FileRef | null;
}
