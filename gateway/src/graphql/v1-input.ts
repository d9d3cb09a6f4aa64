// GraphQL arguments -> /v1 request data. Input fields become snake_case keys, numeric IDs become
// numbers, enum values already are /v1 values (see enum-values.ts), JSON passes unchanged. Typed
// sorts become the /v1 `sort=key,!key` string.
import {
  type GraphQLInputType,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
} from 'graphql';
import { snakeCase } from './naming.ts';

/** Converts one argument value along its GraphQL input type. */
export function toV1(value: unknown, type: GraphQLInputType): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable))
    return (value as unknown[]).map((item) => toV1(item, nullable.ofType as GraphQLInputType));
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, fieldValue]) => {
        const field = fields[name];
        return [snakeCase(name), field ? toV1(fieldValue, field.type) : fieldValue];
      }),
    );
  }
  if (isScalarType(nullable) && nullable.name === 'ID' && /^\d{1,9}$/.test(String(value)))
    return Number(value);
  return value;
}

export interface SortArgument {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

/** `[{ field: 'starts_at', direction: 'DESC' }, { field: 'title' }]` -> `!starts_at,title`. */
export function toV1Sort(sort: readonly SortArgument[] | null | undefined): string | undefined {
  if (!sort || sort.length === 0) return undefined;
  return sort.map(({ field, direction }) => `${direction === 'DESC' ? '!' : ''}${field}`).join(',');
}

export interface ListArguments {
  filter?: Record<string, unknown> | null;
  page?: number | null;
  limit?: number | null;
  sort?: readonly SortArgument[] | null;
}

/** The /v1 list query for a GraphQL list field's arguments. */
export function listQuery(
  args: ListArguments,
  filterType: GraphQLInputType | undefined,
  includes: readonly string[],
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (args.filter && filterType) {
    const filter = toV1(args.filter, filterType) as Record<string, unknown>;
    const given = Object.fromEntries(Object.entries(filter).filter(([, v]) => v != null));
    if (Object.keys(given).length > 0) query.filter = given;
  }
  if (args.page != null) query.page = args.page;
  if (args.limit != null) query.limit = args.limit;
  const sort = toV1Sort(args.sort);
  if (sort) query.sort = sort;
  if (includes.length > 0) query.with = [...new Set(includes)].sort();
  return query;
}
