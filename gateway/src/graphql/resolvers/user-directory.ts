// `userDirectory(search, limit)` -> GET /v1/users/directory: colleagues by name for any signed-in
// user, with no more than their name, title and organisation.
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export const userDirectory: QueryResolvers['userDirectory'] = async (_root, args, context) => {
  const query: Record<string, unknown> = { filter: { search: args.search } };
  if (args.limit != null) query.limit = args.limit;
  return (
    (await context.v1.send<Record<string, unknown>[]>(
      'GET',
      '/users/directory',
      undefined,
      query,
    )) ?? []
  );
};
