// Nested records. /v1 nests related records in brief (an evaluation's programs as `{ id, title }`)
// and only when asked (`with[]`). Each field whose type is a resource:
// - takes the nested value when it holds every selected field;
// - otherwise loads the records in full, by id, through the request's DataLoaders, so a page of 25
//   evaluations asking for their programs' logos costs one batched /v1 call, not 25;
// - and where the parent came without the include (a mutation's answer), reloads the parent with it.
import {
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
} from 'graphql';
import type { V1Record } from '../caller-v1.ts';
import { type ResourceEntry, resourceByType } from '../catalog.ts';
import type { GraphQLContext } from '../context.ts';
import { snakeCase } from '../naming.ts';
import { holdsAll, includesFor, selectedFields } from '../selection.ts';

// Built in a loop over the catalog's relationships (see resource-resolvers.ts for why these are
// not typed field by field by the generated resolver types).
type Resolver = GraphQLFieldResolver<Record<string, unknown>, GraphQLContext>;

const isRecord = (value: unknown): value is V1Record =>
  typeof value === 'object' && value !== null && 'id' in value;

/** Brings nested records up to what the query selects on them. */
async function complete(
  value: unknown,
  target: ResourceEntry,
  context: GraphQLContext,
  fields: readonly string[],
): Promise<unknown> {
  const records = (Array.isArray(value) ? value : [value]).filter(isRecord);
  if (records.every((record) => holdsAll(record, target, fields))) return value;
  const includes = includesFor(target, fields);
  const loaded = await Promise.all(
    records.map((record) => context.records.load(target.type, record.id, includes)),
  );
  // A record /v1 does not show this caller (a draft evaluation, say) is left out, not an error.
  return Array.isArray(value) ? loaded.filter(isRecord) : (loaded[0] ?? null);
}

/**
 * Fields whose record is the parent /v1 row itself: /v1 lists a user's evaluations flat
 * (`{ id, title, slug, status, contact_function }`); GraphQL splits each row into the
 * `evaluation` and the user's `contactFunction` in it.
 */
const rowIsRecord = new Set(['UserEvaluation.evaluation']);

function relationResolver(
  parentResource: ResourceEntry | undefined,
  field: GraphQLField<unknown, unknown>,
  fromRow: boolean,
): Resolver {
  const key = snakeCase(field.name);
  const include = parentResource?.includes[field.name];
  const target = resourceByType.get(getNamedType(field.type).name);
  const list = isListType(getNullableType(field.type));
  return async (parent, _args, context, info) => {
    let value = fromRow ? parent : parent[key];
    if (value === undefined && include && parentResource && isRecord(parent)) {
      const reloaded = await context.records.load(parentResource.type, parent.id, [include]);
      value = reloaded?.[key];
    }
    if (value === undefined || value === null) return list ? [] : null;
    if (!target) return value;
    return complete(value, target, context, selectedFields(info, target.type));
  };
}

/** Field resolvers for every nested resource field and every include-only field of the schema. */
export function relationFieldResolvers(schema: GraphQLSchema) {
  const resolvers: Record<string, Record<string, Resolver>> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    if (type === schema.getQueryType() || type === schema.getMutationType()) continue;
    if (type.name.endsWith('Page')) continue; // rows are fetched with their includes already
    const parentResource = resourceByType.get(type.name);
    for (const field of Object.values(type.getFields())) {
      const nestedResource = resourceByType.has(getNamedType(field.type).name);
      const includeOnly = parentResource?.includes[field.name] !== undefined;
      if (!nestedResource && !includeOnly) continue;
      resolvers[type.name] = {
        ...resolvers[type.name],
        [field.name]: relationResolver(
          parentResource,
          field,
          rowIsRecord.has(`${type.name}.${field.name}`),
        ),
      };
    }
  }
  return resolvers;
}
