// The root fields that are not plain resource reads or writes: health, an evaluation by slug,
// merging centers, the address lookup, and the computed `url` of an evaluation.
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import { resourceByType } from '../catalog.ts';
import type { GraphQLContext } from '../context.ts';
import { enumName } from '../enum-values.ts';
import { includesFor, selectedFields } from '../selection.ts';
import { toV1 } from '../v1-input.ts';
import { oneResolver } from './resource-resolvers.ts';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const entry = (type: string) => {
  const found = resourceByType.get(type);
  if (!found) throw new Error(`The catalog lacks ${type}`);
  return found;
};
const evaluations = entry('Evaluation');
const centers = entry('Center');

const evaluationById = oneResolver(evaluations);

/** `evaluation(id)` through the loader, or `evaluation(slug)` (the public page's address). */
const evaluation: Resolver = async (root, args, context, info) => {
  if (args.id != null) return evaluationById(root, args, context, info);
  if (typeof args.slug !== 'string' || args.slug === '')
    throw new GraphQLError('Give the evaluation’s id or slug.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  const answer = await context.v1.list(evaluations.path, {
    filter: { slug: args.slug },
    with: includesFor(evaluations, selectedFields(info, 'Evaluation')),
    limit: 1,
  });
  return answer.data[0] ?? null;
};

/** `/evaluations/{slug}`, or `/evaluations/{id}` for an evaluation without a slug. */
export const evaluationUrl = (record: { id: unknown; slug?: unknown }) =>
  `/evaluations/${encodeURIComponent(String(record.slug || record.id))}`;

export const miscResolvers = {
  Query: {
    health: () => ({ status: 'ok' }),
    evaluation,
    addressLookup: (async (_root, args, context, info) => {
      const type = info.parentType.getFields().addressLookup?.args[0]?.type;
      try {
        return await context.v1.send(
          'POST',
          '/addresses/autocomplete',
          type ? toV1(args.input, type) : {},
        );
      } catch (error) {
        // /v1 answers 404 for an address it does not know; the schema says null.
        if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
        throw error;
      }
    }) as Resolver,
  },
  Mutation: {
    mergeCenters: (async (_root, { targetId, sourceIds }, context) => {
      const data = await context.v1.send('POST', `${centers.path}/merge`, {
        target_id: Number(targetId),
        source_ids: (sourceIds as string[]).map(Number),
      });
      context.records.clear();
      return data;
    }) as Resolver,
  },
  Evaluation: {
    url: (record: { id: unknown; slug?: unknown }) => evaluationUrl(record),
  },
  // A document's type is a String in the schema (its value list depends on the owner); it is
  // given as the enum name the inputs take (`GENERAL`), not as /v1's value (`general`).
  Document: {
    type: (record: { type: string }) => enumName(record.type),
  },
};
