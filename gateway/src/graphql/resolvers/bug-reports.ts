// Bug reports through the facade: createBugReport (anyone) -> POST /v1/bug-reports; the list, one
// report, retry, delete and the board's status (admin) -> the admin routes. The reporter (`{ id, name }` from /v1) is
// completed to the selected User fields by the shared relation resolvers.
import type { GraphQLInputType, GraphQLResolveInfo } from 'graphql';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';
import { type ListArguments, listQuery, toV1 } from '../v1-input.ts';

const PATH = '/bug-reports';
const segment = (id: unknown) => encodeURIComponent(String(id));

const argumentType = (info: GraphQLResolveInfo, name: string) =>
  info.parentType.getFields()[info.fieldName]?.args.find((arg) => arg.name === name)?.type as
    | GraphQLInputType
    | undefined;

const bugReports: QueryResolvers['bugReports'] = async (_root, args, context, info) => {
  const query = listQuery(args as ListArguments, argumentType(info, 'filter'), []);
  const answer = await context.v1.list(PATH, query);
  return { data: answer.data, pageInfo: answer };
};

const bugReport: QueryResolvers['bugReport'] = (_root, args, context) =>
  context.v1.one(`${PATH}/${segment(args.id)}`);

const boardStatus: QueryResolvers['boardStatus'] = async (_root, _args, context) =>
  (await context.v1.getPlain<{ data: Record<string, unknown> }>(`${PATH}/board-status`)).data;

const createBugReport: MutationResolvers['createBugReport'] = async (
  _root,
  args,
  context,
  info,
) => {
  const type = argumentType(info, 'input');
  return context.v1.send('POST', PATH, type ? toV1(args.input, type) : args.input);
};

const retryBugReportDelivery: MutationResolvers['retryBugReportDelivery'] = async (
  _root,
  args,
  context,
) => {
  const data = await context.v1.send('POST', `${PATH}/${segment(args.id)}/deliver`);
  context.records.clear();
  return data;
};

const deleteBugReports: MutationResolvers['deleteBugReports'] = async (_root, args, context) => {
  await context.v1.send('DELETE', PATH, undefined, { ids: args.ids });
  context.records.clear();
  return true;
};

export const bugReportResolvers: Resolvers = {
  Query: { bugReports, bugReport, boardStatus },
  Mutation: { createBugReport, retryBugReportDelivery, deleteBugReports },
  // /v1 speaks the lower-case states; clients see the enum names.
  BugReportDeliveryState: {
    PENDING: 'pending',
    DELIVERED: 'delivered',
    NOT_CONFIGURED: 'not_configured',
  },
  BoardCheckState: {
    NOT_CONFIGURED: 'not_configured',
    CHECKING: 'checking',
    REACHABLE: 'reachable',
    UNREACHABLE: 'unreachable',
    BOARD_NOT_FOUND: 'board_not_found',
    GROUP_NOT_FOUND: 'group_not_found',
    KEY_REFUSED: 'key_refused',
  },
};
