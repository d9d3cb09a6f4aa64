// `evaluationFacets(filter)` -> GET /v1/evaluations/facets with the list's filters, converted
// exactly as the `evaluations` list converts them.
import type { GraphQLFieldResolver, GraphQLInputType } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { listQuery } from '../v1-input.ts';

export const evaluationFacets: GraphQLFieldResolver<
  unknown,
  GraphQLContext,
  { filter?: Record<string, unknown> | null }
> = async (_root, args, context, info) => {
  const filterType = info.parentType
    .getFields()
    .evaluationFacets?.args.find((arg) => arg.name === 'filter')?.type as
    | GraphQLInputType
    | undefined;
  const query = listQuery({ filter: args.filter ?? null }, filterType, []);
  const answer = await context.v1.one<Record<string, unknown>>('/evaluations/facets', query);
  return answer;
};
