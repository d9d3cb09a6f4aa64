// /v1/evaluations/{id}/relationships/*: the parts of an evaluation, read as the evaluation is
// visible and written by whoever may edit the evaluation.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { evaluationDocumentTypes } from '../../domain/enums.ts';
import { registerDocumentRoutes } from '../documents/routes.ts';
import { invalidField } from '../shared/http-errors.ts';
import { type RelationshipOwner, registerRelationship } from '../shared/relationship.ts';
import type { V1Context } from '../shared/resource.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import { registerSettingsRelationship } from '../shared/settings-relationship.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { registerEvaluationFacets } from './facets.ts';
import { type EvaluationRelationName, relationOf } from './relations.ts';
import {
  type ApplicableInput,
  applicableBody,
  applicableUpdateBody,
  criterionBody,
  inclusionBody,
  inclusionUpdateBody,
  linkBody,
  measureBody,
  participantBody,
  personBody,
  personUpdateBody,
  postBody,
} from './relationship-schemas.ts';
import { canEditEvaluation, findEvaluation } from './repository.ts';

const owner: RelationshipOwner = {
  path: '/evaluations',
  tag: 'evaluations',
  isVisible: async (context, id) => (await findEvaluation(context, id)) !== undefined,
  canWrite: canEditEvaluation,
};
const access = { read: 'public', write: 'authenticated' } as const;

type Loaded = EvaluationRelationName;
type Item = { id: number };

/** List and find through the same batched loader that serves `with[]`. */
const reading = (name: Loaded) => ({
  list: async (context: V1Context, ownerId: number) =>
    (await relationOf(context, name, ownerId)) as Item[],
  findOne: async (context: V1Context, ownerId: number, relationId: number) => {
    const items = (await relationOf(context, name, ownerId)) as Item[];
    return items.find((item) => item.id === relationId);
  },
});

type ChildTable =
  | 'criteria'
  | 'participants'
  | 'measures'
  | 'links'
  | 'evaluation_people'
  | 'inclusion_data'
  | 'posts'
  | 'applicables';

/** Insert, update and delete in a table whose rows carry evaluation_id. */
const writing = <C extends object, U extends object>(
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

function simple<C extends object, U extends object>(
  app: FastifyInstance,
  db: Db,
  name: Loaded,
  table: ChildTable,
  body: z.ZodType<C>,
  updateBody: z.ZodType<U>,
  toRow?: (input: Partial<C & U>) => Record<string, unknown>,
) {
  const write = writing<C, U>(table, toRow);
  registerRelationship(app, db, {
    owner,
    name,
    access,
    ...reading(name),
    create: { body, run: (context, ownerId, input) => write.create(context.db, ownerId, input) },
    update: {
      body: updateBody,
      run: (context, ownerId, relationId, input) =>
        write.update(context.db, ownerId, relationId, input),
    },
    remove: (context, ownerId, relationId) => write.remove(context.db, ownerId, relationId),
  });
}

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

const richContent = <T extends { content?: string | null }>(input: T) =>
  'content' in input ? { ...input, content: sanitizeRichText(input.content ?? null) } : input;
const richDescription = <T extends { description?: string | null }>(input: T) =>
  'description' in input
    ? { ...input, description: sanitizeRichText(input.description ?? null) }
    : input;

export function registerEvaluationRelationships(app: FastifyInstance, options: V1Options): void {
  const { db } = options;
  // The list's facet counts live beside its parts (static path: it wins over `/evaluations/:id`).
  registerEvaluationFacets(app, db);
  simple(
    app,
    db,
    'applicables',
    'applicables',
    applicableBody,
    applicableUpdateBody,
    applicableRow,
  );
  simple(app, db, 'criteria', 'criteria', criterionBody, criterionBody.partial());
  simple(app, db, 'participants', 'participants', participantBody, participantBody.partial());
  simple(app, db, 'people', 'evaluation_people', personBody, personUpdateBody);
  simple(app, db, 'measures', 'measures', measureBody, measureBody.partial(), richDescription);
  simple(app, db, 'links', 'links', linkBody, linkBody.partial());
  simple(app, db, 'posts', 'posts', postBody, postBody.partial(), richContent);
  simple(app, db, 'data', 'inclusion_data', inclusionBody, inclusionUpdateBody);
  for (const name of ['programs', 'associations'] as const) {
    registerRelationship(app, db, { owner, name, access, ...reading(name) });
  }
  registerSettingsRelationship(app, db, owner, 'evaluation_id', access);
  registerDocumentRoutes(
    app,
    options,
    {
      path: owner.path,
      tag: owner.tag,
      ownerColumn: 'evaluation_id',
      writers: access.write,
      types: evaluationDocumentTypes,
    },
    owner,
  );
}
