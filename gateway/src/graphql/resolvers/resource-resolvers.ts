// Root queries and mutations of every resource, built from the catalog: lists and single reads
// ask /v1 for exactly the includes the query selects; writes send the converted input and forget
// the request's loaded records so later reads in the same operation see the change.
import type { GraphQLFieldResolver, GraphQLInputType, GraphQLSchema } from 'graphql';
import type { V1Record } from '../caller-v1.ts';
import {
  type RelationshipEntry,
  type ResourceEntry,
  relationships,
  resourceByType,
  resources,
  settingsOwners,
} from '../catalog.ts';
import type { GraphQLContext } from '../context.ts';
import { includesFor, selectedFields, selectedPageFields } from '../selection.ts';
import { type ListArguments, listQuery, toV1 } from '../v1-input.ts';

// Built in a loop over the catalog, so one field's generated type (QueryResolvers['evaluations'])
// cannot describe them; the hand-written root fields use the generated types instead.
type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type ResolverMap = Record<string, Resolver>;

const segment = (id: unknown) => encodeURIComponent(String(id));

/** The GraphQL input type of a root field's argument. */
function argumentType(
  schema: GraphQLSchema,
  root: 'Query' | 'Mutation',
  field: string,
  arg: string,
) {
  const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  return type?.getFields()[field]?.args.find((candidate) => candidate.name === arg)?.type as
    | GraphQLInputType
    | undefined;
}

function has(schema: GraphQLSchema, root: 'Query' | 'Mutation', field: string) {
  const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  return Boolean(type?.getFields()[field]);
}

/** `evaluations(filter, page, limit, sort)` -> `GET /evaluations?...` -> `{ data, pageInfo }`. */
export const listResolver =
  (resource: ResourceEntry, filterType: GraphQLInputType | undefined): Resolver =>
  async (_root, args, context, info) => {
    const fields = selectedPageFields(info, `${resource.type}Page`, resource.type);
    const query = listQuery(args as ListArguments, filterType, includesFor(resource, fields));
    const answer = await context.v1.list(resource.path, query);
    return { data: answer.data, pageInfo: answer };
  };

/** One record by id through the request's loader (aliases of the same read cost one call). */
export const oneResolver =
  (resource: ResourceEntry): Resolver =>
  (_root, args, context, info) =>
    context.records.load(
      resource.type,
      String(args.id),
      includesFor(resource, selectedFields(info, resource.type)),
    );

function resourceQueries(schema: GraphQLSchema): ResolverMap {
  const queries: ResolverMap = {};
  for (const resource of resources) {
    queries[resource.list] = listResolver(
      resource,
      argumentType(schema, 'Query', resource.list, 'filter'),
    );
    if (resource.one && has(schema, 'Query', resource.one))
      queries[resource.one] = oneResolver(resource);
  }
  return queries;
}

/** A write: convert the input, call /v1, forget loaded records. */
const write =
  (
    schema: GraphQLSchema,
    name: string,
    request: (
      args: Record<string, unknown>,
      input: unknown,
    ) => { method: 'POST' | 'PATCH' | 'DELETE'; path: string; query?: Record<string, unknown> },
    answer: 'record' | 'true' = 'record',
  ): Resolver =>
  async (_root, args, context) => {
    const inputType = argumentType(schema, 'Mutation', name, 'input');
    const input = inputType ? toV1(args.input, inputType) : undefined;
    const { method, path, query } = request(args, input);
    // An update that names the version it started from is checked against changes since (409).
    const headers =
      typeof args.version === 'number' ? { 'if-match': `"${args.version}"` } : undefined;
    const data = await context.v1.send<V1Record>(method, path, input, query, headers);
    context.records.clear();
    return answer === 'true' ? true : data;
  };

function crudMutations(schema: GraphQLSchema, resource: ResourceEntry): ResolverMap {
  const { type, path, plural } = resource;
  const mutations: Record<string, Resolver> = {};
  const add = (name: string, resolver: Resolver) => {
    if (has(schema, 'Mutation', name)) mutations[name] = resolver;
  };
  add(
    `create${type}`,
    write(schema, `create${type}`, () => ({ method: 'POST', path })),
  );
  add(
    `update${type}`,
    write(schema, `update${type}`, (args) => ({
      method: 'PATCH',
      path: `${path}/${segment(args.id)}`,
    })),
  );
  add(
    `delete${type}`,
    write(
      schema,
      `delete${type}`,
      (args) => ({ method: 'DELETE', path: `${path}/${segment(args.id)}` }),
      'true',
    ),
  );
  add(
    `delete${plural}`,
    write(
      schema,
      `delete${plural}`,
      (args) => ({ method: 'DELETE', path, query: { ids: args.ids } }),
      'true',
    ),
  );
  return mutations;
}

function relationshipMutations(schema: GraphQLSchema, entry: RelationshipEntry): ResolverMap {
  const owner = resourceByType.get(entry.owner);
  if (!owner) throw new Error(`Unknown owner ${entry.owner}`);
  const base = (args: Record<string, unknown>) =>
    `${owner.path}/${segment(args[entry.ownerArg])}/relationships/${entry.path}`;
  const names = {
    add: `add${entry.owner}${entry.part}`,
    update: `update${entry.owner}${entry.part}`,
    remove: `remove${entry.owner}${entry.part}`,
  };
  for (const name of Object.values(names))
    if (!has(schema, 'Mutation', name)) throw new Error(`The schema lacks Mutation.${name}`);
  return {
    [names.add]: write(schema, names.add, (args) => ({ method: 'POST', path: base(args) })),
    [names.update]: write(schema, names.update, (args) => ({
      method: 'PATCH',
      path: `${base(args)}/${segment(args.id)}`,
    })),
    [names.remove]: write(
      schema,
      names.remove,
      (args) => ({ method: 'DELETE', path: `${base(args)}/${segment(args.id)}` }),
      'true',
    ),
  };
}

function settingsMutations(): ResolverMap {
  const mutations: ResolverMap = {};
  for (const { owner, ownerArg } of settingsOwners) {
    const resource = resourceByType.get(owner);
    if (!resource) throw new Error(`Unknown owner ${owner}`);
    mutations[`update${owner}Settings`] = async (_root, args, context) => {
      const path = `${resource.path}/${segment(args[ownerArg])}/relationships/settings`;
      await context.v1.send('PATCH', path, args.values);
      context.records.clear();
      // The settings route answers `{ key: value }`; the owner's `settings` include holds the
      // `[{ id, key, value }]` rows the schema's [Setting!]! asks for.
      const reloaded = await context.records.load(owner, String(args[ownerArg]), ['settings']);
      return reloaded?.settings ?? [];
    };
  }
  return mutations;
}

/** `version` of every record type that has it, batched per kind (version-loaders.ts). */
function versionFields(schema: GraphQLSchema): Record<string, ResolverMap> {
  const fields: Record<string, ResolverMap> = {};
  for (const resource of resources) {
    const type = schema.getType(resource.type);
    if (!type || !('getFields' in type) || !('version' in type.getFields())) continue;
    fields[resource.type] = {
      version: (record, _args, context) =>
        context.versions.load(resource.path, (record as V1Record).id),
    };
  }
  return fields;
}

export function resourceResolvers(schema: GraphQLSchema) {
  return {
    ...versionFields(schema),
    Query: resourceQueries(schema),
    Mutation: Object.assign(
      {},
      ...resources.map((resource) => crudMutations(schema, resource)),
      ...relationships.map((entry) => relationshipMutations(schema, entry)),
      settingsMutations(),
    ) as ResolverMap,
  };
}
