// What a query selects below the field being resolved (fragments and @skip/@include applied, by
// graphql-parse-resolve-info), and the /v1 `with[]` includes that selection needs.
import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import type { ResourceEntry } from './catalog.ts';
import { snakeCase } from './naming.ts';

/** Field names selected on `typeName` below the current field, memoised per field node list. */
const memo = new WeakMap<object, Map<string, string[]>>();

const namesOn = (tree: ResolveTree | undefined, typeName: string): string[] => [
  ...new Set(Object.values(tree?.fieldsByTypeName[typeName] ?? {}).map((child) => child.name)),
];

/** Fields selected directly on the current field's (object) type. */
export function selectedFields(info: GraphQLResolveInfo, typeName: string): string[] {
  let byType = memo.get(info.fieldNodes);
  if (!byType) {
    byType = new Map();
    memo.set(info.fieldNodes, byType);
  }
  let names = byType.get(typeName);
  if (!names) {
    // `deep: false` would stop at the field itself and list none of its children; the deep
    // tree is parsed once per field node list (one per field of the operation, not per row).
    names = namesOn(parseResolveInfo(info) as ResolveTree | undefined, typeName);
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
  return [...new Set(dataTrees.flatMap((child) => namesOn(child, rowType)))];
}

/** The `with[]` values a selection on `resource` needs. */
export function includesFor(resource: ResourceEntry, fields: readonly string[]): string[] {
  const includes = fields.flatMap((field) => resource.includes[field] ?? []);
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
