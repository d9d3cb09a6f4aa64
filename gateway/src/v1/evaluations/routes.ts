// The routes of /v1/evaluations beyond the resource protocol: /v1/evaluations/{id}/relationships/*
// (the parts of an evaluation, read as the evaluation is visible and written by whoever may edit
// the evaluation) and the list's facet counts.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { evaluationDocumentTypes } from '../../domain/enums.ts';
import { registerDocumentRoutes } from '../documents/routes.ts';
import { type RelationshipOwner, registerRelationship } from '../shared/relationship.ts';
import type { V1Context } from '../shared/resource.ts';
import { registerSettingsRelationship } from '../shared/settings-relationship.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { registerEvaluationFacets } from './facets.ts';
import { type EvaluationRelationName, evaluationRelations, relationOf } from './relations.ts';
import {
  applicableRow,
  type ChildTable,
  canEditEvaluation,
  findEvaluation,
  richContent,
  richDescription,
  writing,
} from './repository.ts';
import {
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
} from './schema.ts';

const owner: RelationshipOwner = {
  path: '/evaluations',
  tag: 'evaluations',
  isVisible: async (context, id) => (await findEvaluation(context, id)) !== undefined,
  canWrite: canEditEvaluation,
};
const access = { read: 'public', write: 'authenticated' } as const;

type Loaded = EvaluationRelationName;
type Item = { id: number };

/** List and find through the same batched loader that serves `with[]`, answered as it declares. */
const reading = (name: Loaded) => ({
  answer: evaluationRelations[name].answer as z.ZodType<Item>,
  list: async (context: V1Context, ownerId: number) =>
    (await relationOf(context, name, ownerId)) as Item[],
  findOne: async (context: V1Context, ownerId: number, relationId: number) => {
    const items = (await relationOf(context, name, ownerId)) as Item[];
    return items.find((item) => item.id === relationId);
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
    table,
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

export function registerEvaluationRoutes(app: FastifyInstance, options: V1Options): void {
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
