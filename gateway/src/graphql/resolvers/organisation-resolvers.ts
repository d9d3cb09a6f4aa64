// The root fields that take an organisation kind (schema/organisation-interface.graphql): each one
// calls its kind's own resolver (`organisation(kind: PROGRAM, id)` is `program(id)`,
// `addOrganisationDocument(kind: TRIAL_BUREAU, ...)` is `addTrialBureauDocument(...)`), so it costs
// the same /v1 calls. The records answered as an `Organisation` carry their GraphQL type, and the
// interface's `title` is a trial bureau's `name`, both ways: in the input, the sort and a refusal.
import { type GraphQLFieldResolver, GraphQLError, type GraphQLSchema } from 'graphql';
import type { V1Record } from '../caller-v1.ts';
import { catalogEntry, organisationKinds } from '../catalog.ts';
import type { GraphQLContext } from '../context.ts';
import { includesFor, selectedPageFields } from '../selection.ts';
import { type ListArguments, listQuery, type SortArgument } from '../v1-input.ts';

type Args = Record<string, unknown>;
type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Args>;
type ResolverMap = Record<string, Resolver>;

interface Kind {
  type: string;
  nameKey: 'title' | 'name';
}

function kindOf(args: Args): Kind {
  const kind = organisationKinds[String(args.kind)];
  // The enum admits only the catalog's kinds; another value is a programming error.
  if (!kind) throw new Error(`Unknown organisation kind ${String(args.kind)}`);
  return kind;
}

const withoutKind = ({ kind: _kind, ...rest }: Args): Args => rest;

/** The record answered as an `Organisation`, with the type the interface resolves it to. */
const typed = (record: unknown, kind: Kind) =>
  record && typeof record === 'object' ? { ...(record as V1Record), __typename: kind.type } : null;

/** `{ title }` as the kind's input: a trial bureau's is `{ name }`. */
function kindInput(input: unknown, kind: Kind): unknown {
  if (kind.nameKey === 'title' || !input || typeof input !== 'object') return input;
  const { title, ...rest } = input as Args;
  return title === undefined ? rest : { ...rest, [kind.nameKey]: title };
}

/** A refusal of a trial bureau's `name` is one of the `title` the caller sent. */
function asTitleError(error: unknown, kind: Kind): unknown {
  if (kind.nameKey === 'title' || !(error instanceof GraphQLError)) return error;
  const errors = error.extensions.errors as Record<string, string[]> | undefined;
  if (error.extensions.code !== 'BAD_USER_INPUT' || !errors || !(kind.nameKey in errors))
    return error;
  const { [kind.nameKey]: messages, ...rest } = errors;
  return new GraphQLError(error.message, {
    extensions: { ...error.extensions, errors: { title: messages, ...rest } },
  });
}

/** `sort: [{ field: TITLE }]` of a trial bureau sorts by its name. */
const kindSort = (sort: ListArguments['sort'], kind: Kind): SortArgument[] | undefined =>
  sort?.map((key) => (key.field === 'title' ? { ...key, field: kind.nameKey } : key));

function resolverOf(map: ResolverMap, name: string): Resolver {
  const resolver = map[name];
  if (!resolver) throw new Error(`No resolver for ${name}`);
  return resolver;
}

export function organisationResolvers(
  schema: GraphQLSchema,
  kindFields: { Query: ResolverMap; Mutation: ResolverMap },
) {
  const filterType = schema
    .getQueryType()
    ?.getFields()
    .organisations?.args.find((arg) => arg.name === 'filter')?.type;

  /** `<verb>Organisation<part>(kind, ...)` -> `<verb><Type><part>(...)`, its answer as it is. */
  const delegated =
    (verb: string, part: string): Resolver =>
    async (root, args, context, info) => {
      const kind = kindOf(args);
      return resolverOf(kindFields.Mutation, `${verb}${kind.type}${part}`)(
        root,
        withoutKind(args),
        context,
        info,
      );
    };

  /** A write of the organisation itself; a record answer is typed for the interface. */
  const organisationWrite =
    (name: (type: string) => string): Resolver =>
    async (root, args, context, info) => {
      const kind = kindOf(args);
      const kindArgs = withoutKind(args);
      if ('input' in kindArgs) kindArgs.input = kindInput(kindArgs.input, kind);
      try {
        const answer = await resolverOf(kindFields.Mutation, name(kind.type))(
          root,
          kindArgs,
          context,
          info,
        );
        return typeof answer === 'boolean' ? answer : typed(answer, kind);
      } catch (error) {
        throw asTitleError(error, kind);
      }
    };

  const organisations: Resolver = async (_root, args, context, info) => {
    const kind = kindOf(args);
    const resource = catalogEntry(kind.type);
    const fields = selectedPageFields(info, 'OrganisationPage', kind.type);
    const list = args as ListArguments;
    const query = listQuery(
      { ...list, sort: kindSort(list.sort, kind) },
      filterType,
      includesFor(resource, fields),
    );
    const answer = await context.v1.list(resource.path, query);
    return { data: answer.data.map((row) => typed(row, kind)), pageInfo: answer };
  };

  const organisation: Resolver = async (root, args, context, info) => {
    const kind = kindOf(args);
    const one = catalogEntry(kind.type).one;
    if (!one) throw new Error(`${kind.type} has no single read`);
    return typed(await resolverOf(kindFields.Query, one)(root, args, context, info), kind);
  };

  const resolveType = (record: { __typename?: string }) => record.__typename ?? null;

  return {
    Query: { organisations, organisation },
    Mutation: {
      createOrganisation: organisationWrite((type) => `create${type}`),
      updateOrganisation: organisationWrite((type) => `update${type}`),
      deleteOrganisation: organisationWrite((type) => `delete${type}`),
      deleteOrganisations: organisationWrite((type) => `delete${catalogEntry(type).plural}`),
      updateOrganisationSettings: delegated('update', 'Settings'),
      ...Object.fromEntries(
        ['Document', 'Event', 'Post'].flatMap((part) =>
          ['add', 'update', 'remove'].map((verb) => [
            `${verb}Organisation${part}`,
            delegated(verb, part),
          ]),
        ),
      ),
    },
    Organisation: { __resolveType: resolveType },
    PublishingOrganisation: { __resolveType: resolveType },
    TrialBureau: { title: (record: V1Record) => record.name },
  };
}
