// What a query selects below the field being resolved (fragments and @skip/@include applied, by
// graphql-parse-resolve-info), and the /v1 `with[]` includes that selection needs.
import {
  type ASTNode,
  BREAK,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  isObjectType,
  visit,
} from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import type { ResourceEntry } from './catalog.ts';
import { snakeCase } from './naming.ts';

/**
 * Field names selected on `typeName` below the current field, memoised per field node list (one
 * request), or per field node when the selection cannot depend on the variables: the parsed
 * document is cached across requests, so its nodes are the same objects every time.
 */
const memo = new WeakMap<object, Map<string, string[]>>();

/** Whether an operation (with its fragments) has any @skip or @include, by operation node. */
const conditional = new WeakMap<object, boolean>();

const hasConditionalDirective = (node: ASTNode): boolean => {
  let found = false;
  visit(node, {
    Directive(directive) {
      if (directive.name.value === 'skip' || directive.name.value === 'include') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
};

/** The memo key: the node itself when the selection is the same for every request. */
function memoKey(info: GraphQLResolveInfo): object {
  if (info.fieldNodes.length !== 1) return info.fieldNodes;
  let dependent = conditional.get(info.operation);
  if (dependent === undefined) {
    dependent =
      hasConditionalDirective(info.operation) ||
      Object.values(info.fragments).some(hasConditionalDirective);
    conditional.set(info.operation, dependent);
  }
  return dependent ? info.fieldNodes : (info.fieldNodes[0] as object);
}

/**
 * The type and the interfaces it implements: a query selects a trial bureau's fields on
 * `TrialBureau` and on `Organisation` (`organisation(kind, id) { title ... on TrialBureau { name } }`).
 */
function withInterfaces(schema: GraphQLSchema, typeName: string): string[] {
  const type = schema.getType(typeName);
  return isObjectType(type)
    ? [typeName, ...type.getInterfaces().map(({ name }) => name)]
    : [typeName];
}

const namesOn = (tree: ResolveTree | undefined, typeNames: readonly string[]): string[] => [
  ...new Set(
    typeNames.flatMap((typeName) =>
      Object.values(tree?.fieldsByTypeName[typeName] ?? {}).map((child) => child.name),
    ),
  ),
];

/** Fields selected directly on the current field's (object) type. */
export function selectedFields(info: GraphQLResolveInfo, typeName: string): string[] {
  const key = memoKey(info);
  let byType = memo.get(key);
  if (!byType) {
    byType = new Map();
    memo.set(key, byType);
  }
  let names = byType.get(typeName);
  if (!names) {
    // `deep: false` would stop at the field itself and list none of its children; the deep
    // tree is parsed once per field node list (one per field of the operation, not per row).
    names = namesOn(
      parseResolveInfo(info) as ResolveTree | undefined,
      withInterfaces(info.schema, typeName),
    );
    byType.set(typeName, names);
  }
  return names;
}

/** Fields selected on the rows of a page: `evaluations { data { <these> } }`. */
export function selectedPageFields(info: GraphQLResolveInfo, pageType: string, rowType: string) {
  const tree = parseResolveInfo(info) as ResolveTree | undefined;
  const dataTrees = Object.values(tree?.fieldsByTypeName[pageType] ?? {}).filter(
    (child) => child.name === 'data',
  );
  const rowTypes = withInterfaces(info.schema, rowType);
  return [...new Set(dataTrees.flatMap((child) => namesOn(child, rowTypes)))];
}

/** The `with[]` values a selection on `resource` needs. */
export function includesFor(resource: ResourceEntry, fields: readonly string[]): string[] {
  const includes = fields.flatMap((field) => {
    const include = resource.includes[field];
    return [...(include ? [include] : []), ...(resource.computedIncludes?.[field] ?? [])];
  });
  return [...new Set(includes)].sort();
}

/** The /v1 keys a selected field is read from. */
export function keysOf(resource: ResourceEntry | undefined, field: string): string[] {
  return resource?.computed?.[field] ?? [snakeCase(field)];
}

/** Whether a /v1 record already holds every selected field (else it must be loaded in full). */
export function holdsAll(
  record: Record<string, unknown>,
  resource: ResourceEntry | undefined,
  fields: readonly string[],
): boolean {
  return fields.every(
    (field) => field === '__typename' || keysOf(resource, field).every((key) => key in record),
  );
}
