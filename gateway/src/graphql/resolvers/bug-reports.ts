// Bug reports through the facade: createBugReport (anyone) -> POST /v1/bug-reports; the list, one
// report, retry and delete (admin) -> the admin routes. The reporter (`{ id, name }` from /v1) is
// completed to the selected User fields by the shared relation resolvers.
import type { GraphQLFieldResolver, GraphQLInputType } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { type ListArguments, listQuery, toV1 } from '../v1-input.ts';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const PATH = '/bug-reports';
const segment = (id: unknown) => encodeURIComponent(String(id));

const argumentType = (info: Parameters<Resolver>[3], name: string) =>
  info.parentType.getFields()[info.fieldName]?.args.find((arg) => arg.name === name)?.type as
    | GraphQLInputType
    | undefined;

const bugReports: Resolver = async (_root, args, context, info) => {
  const query = listQuery(args as ListArguments, argumentType(info, 'filter'), []);
  const answer = await context.v1.list(PATH, query);
  return { data: answer.data, pageInfo: answer };
};

const bugReport: Resolver = (_root, args, context) => context.v1.one(`${PATH}/${segment(args.id)}`);

const createBugReport: Resolver = async (_root, args, context, info) => {
  const type = argumentType(info, 'input');
  return context.v1.send('POST', PATH, type ? toV1(args.input, type) : args.input);
};

const retryBugReportDelivery: Resolver = async (_root, args, context) => {
  const data = await context.v1.send('POST', `${PATH}/${segment(args.id)}/deliver`);
  context.records.clear();
  return data;
};

const deleteBugReports: Resolver = async (_root, args, context) => {
  await context.v1.send('DELETE', PATH, undefined, { ids: args.ids });
  context.records.clear();
  return true;
};

export const bugReportResolvers = {
  Query: { bugReports, bugReport },
  Mutation: { createBugReport, retryBugReportDelivery, deleteBugReports },
  // /v1 speaks the lower-case states; clients see the enum names.
  BugReportDeliveryState: {
    PENDING: 'pending',
    DELIVERED: 'delivered',
    NOT_CONFIGURED: 'not_configured',
  },
};
