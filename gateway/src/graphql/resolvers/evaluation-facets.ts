// `evaluationFacets(filter)` -> GET /v1/evaluations/facets with the list's filters, converted
// exactly as the `evaluations` list converts them.
import type { GraphQLInputType } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { listQuery } from '../v1-input.ts';

export const evaluationFacets: QueryResolvers['evaluationFacets'] = async (
  _root,
  args,
  context,
  info,
) => {
  const filterType = info.parentType
    .getFields()
    .evaluationFacets?.args.find((arg) => arg.name === 'filter')?.type as
    | GraphQLInputType
    | undefined;
  const query = listQuery({ filter: args.filter ?? null }, filterType, []);
  return context.v1.send<Record<string, unknown>>('GET', '/evaluations/facets', undefined, query);
};
