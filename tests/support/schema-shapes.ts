// The facade's SDL as the tests see it, and two ways to hold a GraphQL answer against /v1:
// a selection built from what /v1 returned (every key, camelCased, that the SDL has), and the /v1
// value converted to what GraphQL should answer (camelCase keys, IDs as strings, enum values as
// their UPPER_CASE names). Written independently of the facade's own conversion code.
import {
  buildSchema,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
} from 'graphql';
import { readTypeDefs } from '../../gateway/src/graphql/executable-schema.ts';

export const schema = buildSchema(readTypeDefs().join('\n'));

export function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type of the schema`);
  return type;
}

/** Every field of the Query root. */
export const queryFieldNames = (): string[] => Object.keys(objectType('Query').getFields()).sort();

/** `study_title` -> `studyTitle`, `rct1` stays. */
export const camel = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A /v1 enum value as its GraphQL name: `prof. dr.` -> `PROF_DR`, `Cohort` -> `COHORT`. */
export const upperName = (value: unknown) =>
  String(value)
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

/** The object type a field holds (through lists and non-null), if any. */
const objectOf = (field: GraphQLField<unknown, unknown>) => {
  const named = getNamedType(field.type);
  return isObjectType(named) ? named : undefined;
};

/**
 * A selection of every field of `type` that takes no arguments, nested objects to `depth` levels;
 * objects below that are left out (and an object left with nothing to select, too: '').
 */
export function everyField(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.length > 0) continue;
    const nested = objectOf(field);
    if (!nested) parts.push(field.name);
    else if (depth > 0) {
      const inner = everyField(nested, depth - 1);
      if (inner !== '') parts.push(`${field.name} ${inner}`);
    }
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects a /v1 value holds at one place: itself, or the items of a list. */
const objectsIn = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter(isPlainObject);

/**
 * The selection that asks GraphQL for exactly what /v1 returned in `values` (records of `type`):
 * every key, camelCased, to the depth /v1 nests. Keys the SDL lacks are collected in `missing`
 * as `Type.field`; a nested object /v1 returned empty or null everywhere gets its leaf fields.
 * Answers '' when there is nothing to select (no records).
 */
export function selectionFromV1(
  values: unknown[],
  type: GraphQLObjectType,
  missing: string[] = [],
): string {
  const records = values.flatMap(objectsIn);
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const fields = type.getFields();
  const parts: string[] = [];
  for (const key of keys) {
    const field = fields[camel(key)];
    if (!field) {
      missing.push(`${type.name}.${camel(key)}`);
      continue;
    }
    const nested = objectOf(field);
    if (!nested) parts.push(field.name);
    else {
      const innerObjects = records.flatMap((record) => objectsIn(record[key]));
      const inner = selectionFromV1(innerObjects, nested, missing);
      parts.push(`${field.name} ${inner || everyField(nested, 0)}`);
    }
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '';
}

/** A /v1 value as GraphQL should answer it for `type`: the keys the SDL has, converted. */
export function fromV1(value: unknown, type: GraphQLOutputType): unknown {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable))
    return (value as unknown[]).map((item) => fromV1(item, nullable.ofType as GraphQLOutputType));
  if (isEnumType(nullable)) return upperName(value);
  if (isObjectType(nullable)) {
    const fields = nullable.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[camel(key)];
      // A document's type is a String holding the enum name of its owner's document types.
      if (field && nullable.name === 'Document' && field.name === 'type')
        out[field.name] = upperName(inner);
      else if (field) out[field.name] = fromV1(inner, field.type);
    }
    return out;
  }
  if (nullable.name === 'ID') return String(value);
  return value;
}

/** /v1 paging meta as the GraphQL `pageInfo`. */
export const pageInfoOf = (answer: Record<string, unknown>) => ({
  currentPage: answer.current_page,
  from: answer.from,
  to: answer.to,
  lastPage: answer.last_page,
  perPage: answer.per_page,
  total: answer.total,
});

export const PAGE_INFO = '{ currentPage from to lastPage perPage total }';
