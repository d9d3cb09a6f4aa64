// Everything that hangs off an evaluation, for many evaluations at once and in one statement
// (shared/batched-relations.ts): used by `with[]` on the evaluation routes and by the relationship
// routes. Each relation is its rows' query (with `evaluation_id`) and how a row is shown.
import { type ExpressionBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { applicabilityValues, applicableTypes } from '../../domain/enums.ts';
import { documentAnswer, presentDocumentRow } from '../documents/presenter.ts';
import { type DocumentWithFile, documentRows } from '../documents/repository.ts';
import {
  answerRecord,
  type Columns,
  day,
  fieldsOf,
  fileAnswer,
  recordId,
  timestamp,
  timestamps,
} from '../shared/answers.ts';
import { loadRelations, relation } from '../shared/batched-relations.ts';
import { type FileRef, fileUrl, iso, pick } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import { ownerSettingAnswer } from '../shared/settings-relationship.ts';
import { evaluationColumns, visibleTo } from './repository.ts';
import type { EvaluationInclude } from './schema.ts';

const applicableTypeNames = Object.fromEntries(
  Object.entries(applicableTypes).map(([name, value]) => [value, name]),
) as Record<number, keyof typeof applicableTypes>;

/** Spec section 4: hidden -> pending; visible with content -> applicable; else not_applicable. */
export function applicableStatus(row: {
  is_visible: boolean;
  content: string | null;
}): (typeof applicabilityValues)[number] {
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

const titled = z.object({ id: recordId, title: z.string() });

/** Organisations joined to evaluations; table names are constants, never input. */
const joined = (kind: 'specializations' | 'programs' | 'associations') => {
  const column = {
    specializations: 'specialization_id',
    programs: 'program_id',
    associations: 'association_id',
  }[kind];
  return relation({
    answer: titled,
    rows: (_context, ids) => sql`
      select j.evaluation_id, o.id, o.title
      from ${sql.table(`evaluation_${kind}`)} as j
      join ${sql.table(kind)} as o on o.id = ${sql.ref(`j.${column}`)}
      where j.evaluation_id in (${sql.join(ids)})
      order by lower(o.title), o.id`,
    present: ({ id, title }: { id: number; title: string }) => ({ id, title }),
  });
};

/** An evaluation's own file (logo or banner), as a one-row relation. */
const ownFile = (column: 'logo_id' | 'banner_id') =>
  relation({
    answer: fileAnswer,
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
    present: (row: {
      file_id: number;
      file_name: string;
      file_mime_type: string;
      file_size: number;
    }) => ({
      id: row.file_id,
      url: fileUrl(row.file_id),
      name: row.file_name,
      mime_type: row.file_mime_type,
      size: row.file_size,
    }),
  });

const hasPublishTime = (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb('posts.publish_at', '<=', sql<Date>`now()`);

const gradationSummary = z.object({
  id: recordId,
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
});

const applicableAnswer = answerRecord('EvaluationApplicable', {
  id: recordId,
  type: z.enum(Object.keys(applicableTypes) as [keyof typeof applicableTypes]),
  type_id: z.number().int(),
  content: z.string().nullable(),
  is_visible: z.boolean(),
  status: z.enum(applicabilityValues),
  updated_at: timestamp.nullable(),
});

const criterionColumns = {
  id: recordId,
  type: z.string(),
  content: z.string(),
  position: z.number().int(),
};
const participantColumns = {
  id: recordId,
  type: z.string(),
  amount: z.number().int(),
  description: z.string().nullable(),
};
const measureColumns = {
  id: recordId,
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
};
const linkColumns = {
  id: recordId,
  title: z.string(),
  url: z.string(),
  position: z.number().int(),
};

const personAnswer = answerRecord('EvaluationPerson', {
  id: recordId,
  user_id: recordId,
  contact_function: z.string(),
  user: z.object({
    id: recordId,
    name: z.string(),
    title: z.string().nullable(),
    gender: z.string().nullable(),
    avatar_id: recordId.nullable(),
    /** Signed-in callers only. */
    email: z.string().optional(),
    /** Signed-in callers only. */
    phone_number: z.string().nullable().optional(),
  }),
});

const evaluationPostAnswer = answerRecord('EvaluationPost', {
  id: recordId,
  title: z.string(),
  content: z.string().nullable(),
  image: fileAnswer.nullable(),
  publish_at: timestamp.nullable(),
  is_pinned: z.boolean(),
  postable_type: z.literal('evaluation'),
  postable_id: recordId,
  ...timestamps,
});

const evaluationDataAnswer = answerRecord('EvaluationInclusionData', {
  id: recordId,
  date: day,
  year: z.number().int(),
  month: z.number().int(),
  sample_size: z.number().int(),
  center_id: recordId,
  center: z.object({ id: recordId, title: z.string(), type: z.string() }),
});

export const evaluationRelations = {
  logo: ownFile('logo_id'),
  banner: ownFile('banner_id'),

  gradation: relation({
    answer: gradationSummary,
    rows: ({ db }, ids) =>
      db
        .selectFrom('evaluations as e')
        .innerJoin('gradations as g', 'g.id', 'e.gradation_id')
        .select(['e.id as evaluation_id', 'g.id', 'g.position', 'g.title', 'g.description'])
        .where('e.id', 'in', ids),
    present: (row: z.infer<typeof gradationSummary>) => pick(row, fieldsOf(gradationSummary.shape)),
  }),

  specializations: joined('specializations'),
  programs: joined('programs'),
  associations: joined('associations'),

  trial_bureaus: relation({
    answer: z.object({ id: recordId, name: z.string() }),
    rows: ({ db }, ids) =>
      db
        .selectFrom('trial_bureau_evaluations as j')
        .innerJoin('trial_bureaus as t', 't.id', 'j.trial_bureau_id')
        .select(['j.evaluation_id', 't.id', 't.name'])
        .where('j.evaluation_id', 'in', ids)
        .orderBy('t.name'),
    present: ({ id, name }: { id: number; name: string }) => ({ id, name }),
  }),

  applicables: relation({
    answer: applicableAnswer,
    rows: ({ db }, ids) =>
      db
        .selectFrom('applicables')
        .select(['id', 'evaluation_id', 'type', 'content', 'is_visible', 'updated_at'])
        .where('evaluation_id', 'in', ids)
        .orderBy('type'),
    present: (row: {
      id: number;
      type: number;
      content: string | null;
      is_visible: boolean;
      updated_at: string;
    }) => ({
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
    answer: answerRecord('EvaluationCriterion', criterionColumns),
    rows: ({ db }, ids) =>
      db
        .selectFrom('criteria')
        .select(['id', 'evaluation_id', 'type', 'content', 'position'])
        .where('evaluation_id', 'in', ids)
        .orderBy('type')
        .orderBy('position')
        .orderBy('id'),
    present: (row: Columns<typeof criterionColumns>) => pick(row, fieldsOf(criterionColumns)),
  }),

  participants: relation({
    answer: answerRecord('EvaluationParticipant', participantColumns),
    rows: ({ db }, ids) =>
      db
        .selectFrom('participants')
        .select(['id', 'evaluation_id', 'type', 'amount', 'description'])
        .where('evaluation_id', 'in', ids)
        .orderBy('type'),
    present: (row: Columns<typeof participantColumns>) => pick(row, fieldsOf(participantColumns)),
  }),

  people: relation({
    answer: personAnswer,
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
    present: (
      row: {
        id: number;
        user_id: number;
        contact_function: string;
        name: string;
        title: string | null;
        gender: string | null;
        email: string;
        phone_number: string | null;
        avatar_id: number | null;
      },
      context,
    ) => ({
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
    answer: answerRecord('EvaluationMeasure', measureColumns),
    rows: ({ db }, ids) =>
      db
        .selectFrom('measures')
        .select(['id', 'evaluation_id', 'title', 'description', 'position'])
        .where('evaluation_id', 'in', ids)
        .orderBy('position')
        .orderBy('id'),
    present: (row: Columns<typeof measureColumns>) => pick(row, fieldsOf(measureColumns)),
  }),

  links: relation({
    answer: answerRecord('EvaluationLink', linkColumns),
    rows: ({ db }, ids) =>
      db
        .selectFrom('links')
        .select(['id', 'evaluation_id', 'title', 'url', 'position'])
        .where('evaluation_id', 'in', ids)
        .orderBy('position')
        .orderBy('id'),
    present: (row: Columns<typeof linkColumns>) => pick(row, fieldsOf(linkColumns)),
  }),

  documents: relation({
    answer: documentAnswer,
    rows: (context, ids) => documentRows(context, 'evaluation_id', ids),
    present: (row: DocumentWithFile) => presentDocumentRow(row),
  }),

  posts: relation({
    answer: evaluationPostAnswer,
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
    present: (
      row: Record<string, unknown> & {
        id: number;
        evaluation_id: number;
        title: string;
        content: string | null;
        publish_at: string | null;
        is_pinned: boolean;
        created_at: string | null;
        updated_at: string | null;
      },
    ) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      image: fileOf(row, 'image'),
      publish_at: iso(row.publish_at),
      is_pinned: row.is_pinned,
      postable_type: 'evaluation' as const,
      postable_id: row.evaluation_id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }),
  }),

  data: relation({
    answer: evaluationDataAnswer,
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
    present: (row: {
      id: number;
      date: string;
      year: number;
      month: number;
      sample_size: number;
      center_id: number;
      center_title: string;
      center_type: string;
    }) => ({
      id: row.id,
      date: row.date,
      year: row.year,
      month: row.month,
      sample_size: row.sample_size,
      center_id: row.center_id,
      center: { id: row.center_id, title: row.center_title, type: row.center_type },
    }),
  }),

  settings: relation({
    answer: ownerSettingAnswer,
    rows: ({ db }, ids) =>
      db
        .selectFrom('settings')
        .select(['id', 'evaluation_id', 'key', 'value'])
        .where('evaluation_id', 'in', ids)
        .orderBy('key'),
    present: ({ id, key, value }: z.infer<typeof ownerSettingAnswer>) => ({ id, key, value }),
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
const record = relation({
  // Not an answer: presentEvaluations (presenter.ts) names the fields that go out.
  answer: z.unknown(),
  rows: (context, ids) =>
    visibleTo(
      context.db
        .selectFrom('evaluations')
        .select(evaluationColumns)
        .select('evaluations.id as evaluation_id'),
      context.viewer,
    ).where('evaluations.id', 'in', ids),
  present: (row: Record<string, unknown>) => row,
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
