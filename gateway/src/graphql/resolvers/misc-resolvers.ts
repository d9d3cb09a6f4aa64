// The root fields that are not plain resource reads or writes: health, an evaluation by slug,
// merging centers, the address lookup, and the computed `url` of an evaluation.
import { GraphQLError } from 'graphql';
import { isStorableText } from '../../domain/storable-text.ts';
import type { V1Record } from '../caller-v1.ts';
import { catalogEntry } from '../catalog.ts';
import { enumName } from '../enum-values.ts';
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';
import { includesFor, selectedFields } from '../selection.ts';
import { toV1 } from '../v1-input.ts';
import { oneResolver } from './resource-resolvers.ts';

const evaluations = catalogEntry('Evaluation');
const centers = catalogEntry('Center');

const evaluationById = oneResolver(evaluations);

/** `evaluation(id)` through the loader, or `evaluation(slug)` (the public page's address). */
const evaluation: QueryResolvers['evaluation'] = async (root, args, context, info) => {
  if (args.id != null) return (await evaluationById(root, args, context, info)) as V1Record | null;
  if (typeof args.slug !== 'string' || args.slug === '')
    throw new GraphQLError('Give the evaluation’s id or slug.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  // A slug no evaluation can have (text PostgreSQL cannot store: the page's address had a NUL)
  // names none; /v1 would refuse it as a filter value (422).
  if (!isStorableText(args.slug)) return null;
  const answer = await context.v1.list(evaluations.path, {
    filter: { slug: args.slug },
    with: includesFor(evaluations, selectedFields(info, 'Evaluation')),
    limit: 1,
  });
  return answer.data[0] ?? null;
};

/** `/evaluations/{slug}`, or `/evaluations/{id}` for an evaluation without a slug. */
export const evaluationUrl = (record: Record<string, unknown>) =>
  `/evaluations/${encodeURIComponent(String(record.slug || record.id))}`;

export const miscResolvers: Resolvers = {
  Query: {
    health: () => ({ status: 'ok' }),
    evaluation,
    addressLookup: async (_root, args, context, info) => {
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
    },
  },
  Mutation: {
    mergeCenters: async (_root, { targetId, sourceIds }, context) => {
      const data = await context.v1.send('POST', `${centers.path}/merge`, {
        target_id: Number(targetId),
        source_ids: (sourceIds as string[]).map(Number),
      });
      context.records.clear();
      return data;
    },
  },
  Evaluation: {
    url: (record) => evaluationUrl(record),
  },
  // A document's type is a String in the schema (its value list depends on the owner); it is
  // given as the enum name the inputs take (`GENERAL`), not as /v1's value (`general`).
  Document: {
    type: (record) => enumName(String(record.type)),
  },
};
