// The site's own content (issue 27): one /v1 call per field, `/v1/site-content` and its pages.
// /v1 answers snake_case records, which the default field resolver reads; enums carry /v1 values.
import type { GraphQLInputType, GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { toV1 } from '../v1-input.ts';

const pagePath = (key: string) => `/site-content/pages/${encodeURIComponent(key)}`;

/** The mutation's `input` converted along its GraphQL type (snake_case keys, numeric ids). */
function inputOf(info: GraphQLResolveInfo, input: unknown): unknown {
  const field = info.parentType.getFields()[info.fieldName];
  const type = field?.args.find((arg) => arg.name === 'input')?.type as GraphQLInputType;
  return toV1(input, type);
}

export const siteContentResolvers: Resolvers = {
  Query: {
    siteContent: async (_root, _args, context) => context.v1.send('GET', '/site-content'),
    sitePages: async (_root, _args, context) =>
      (await context.v1.getPlain<{ data: Record<string, unknown>[] }>('/site-content/pages')).data,
    sitePage: async (_root, { key }, context) => context.v1.send('GET', pagePath(key)),
  },
  Mutation: {
    updateSiteContent: async (_root, { input }, context, info) =>
      context.v1.send('PATCH', '/site-content', inputOf(info, input)),
    updateSitePage: async (_root, { key, input }, context, info) =>
      context.v1.send('PATCH', pagePath(key), inputOf(info, input)),
  },
};
