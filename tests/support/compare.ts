// GraphQL against /v1 for the same request: the query selects exactly what /v1 returned (every
// key, to the depth /v1 nests), and must answer the same values, in the same order, with the
// same paging. A /v1 key without an SDL field fails too.
import { type GraphQLObjectType, getNamedType, isObjectType } from 'graphql';
import { expect } from 'vitest';
import { errorLines } from './graphql-answers.ts';
import { fromV1, objectType, PAGE_INFO, pageInfoOf, selectionFromV1 } from './schema-shapes.ts';
import type { Role, SeededGateway, V1List, V1Row } from './seeded-gateway.ts';
import { v1Get } from './v1-calls.ts';

/** The row type of a root list query (`evaluations` -> Evaluation). */
export function rowTypeOf(query: string): GraphQLObjectType {
  const field = objectType('Query').getFields()[query];
  const page = field && getNamedType(field.type);
  const data = isObjectType(page) ? page.getFields().data : undefined;
  const row = data && getNamedType(data.type);
  if (!isObjectType(row)) throw new Error(`${query} is not a list query`);
  return row;
}

/** `/evaluations` + `['logo']` + `limit=5` -> `/evaluations?with[]=logo&limit=5`. */
export const v1Url = (path: string, includes: readonly string[] = [], query = '') => {
  const search = [...includes.map((include) => `with[]=${include}`), query].filter(Boolean);
  return search.length > 0 ? `${path}${path.includes('?') ? '&' : '?'}${search.join('&')}` : path;
};

/** The selection of what /v1 returned for `type`, failing on /v1 keys the SDL lacks. */
export function selectionFor(records: unknown[], type: GraphQLObjectType): string {
  const missing: string[] = [];
  const selection = selectionFromV1(records, type, missing);
  expect([...new Set(missing)], 'keys /v1 returns that the SDL lacks').toEqual([]);
  return selection || '{ id }';
}

export interface ListCase {
  /** Root list query, e.g. `evaluations`. */
  query: string;
  /** /v1 path, e.g. `/evaluations`. */
  path: string;
  /** `with[]` values for /v1. */
  includes?: readonly string[];
  /** GraphQL arguments, e.g. `limit: 5, page: 2`. */
  args?: string;
  /** The same arguments as /v1 query parameters, e.g. `limit=5&page=2`. */
  v1Query?: string;
}

/** Runs a list query and the /v1 list, and expects equal rows and paging; answers both. */
export async function expectListEqualsV1(gateway: SeededGateway, who: Role, list: ListCase) {
  const v1 = await v1Get<V1List>(gateway.v1[who], v1Url(list.path, list.includes, list.v1Query));
  const type = rowTypeOf(list.query);
  const selection = selectionFor(v1.data, type);
  const args = list.args ? `(${list.args})` : '';
  const answer = await gateway.graphql[who]<
    Record<string, { data: Record<string, unknown>[]; pageInfo: unknown }>
  >(`{ ${list.query}${args} { data ${selection} pageInfo ${PAGE_INFO} } }`);
  expect(errorLines(answer)).toEqual([]);
  const page = answer.data?.[list.query];
  expect(page?.pageInfo).toEqual(pageInfoOf(v1));
  expect(page?.data).toEqual(v1.data.map((row) => fromV1(row, type)));
  return { v1, page: page as { data: Record<string, unknown>[]; pageInfo: unknown } };
}

/** Runs a single read by id and `GET <path>/<id>`, and expects the same record. */
export async function expectOneEqualsV1(
  gateway: SeededGateway,
  who: Role,
  one: { query: string; type: string; path: string; id: number | string; includes?: string[] },
) {
  const v1 = await v1Get<{ data: V1Row }>(
    gateway.v1[who],
    v1Url(`${one.path}/${one.id}`, one.includes),
  );
  const type = objectType(one.type);
  const answer = await gateway.graphql[who]<Record<string, unknown>>(
    `query One($id: ID!) { ${one.query}(id: $id) ${selectionFor([v1.data], type)} }`,
    { id: String(one.id) },
  );
  expect(errorLines(answer)).toEqual([]);
  expect(answer.data?.[one.query]).toEqual(fromV1(v1.data, type));
  return v1.data;
}

/** Runs a single read of an id that does not exist: null, no error. */
export async function expectMissingIsNull(gateway: SeededGateway, who: Role, query: string) {
  const answer = await gateway.graphql[who]<Record<string, unknown>>(
    `query Missing($id: ID!) { ${query}(id: $id) { id } }`,
    { id: '987654' },
  );
  expect(answer.errors).toEqual([]);
  expect(answer.data).toEqual({ [query]: null });
}
