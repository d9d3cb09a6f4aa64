// One seeded gateway per test file, with a /v1 client and a GraphQL client for every kind of
// caller (anonymous visitor, researcher, editor, admin), and small helpers to compare the two.
import { expect } from 'vitest';
import type { TestDatabaseTarget } from '../../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../../helpers/api-server.ts';
import { type GraphQLAnswer, graphqlClient } from '../../helpers/graphql-client.ts';

export type Who = 'anonymous' | 'researcher' | 'editor' | 'admin';

export interface Harness {
  server: ApiServer;
  v1: Record<Who, ReturnType<typeof apiClient>>;
  gql: Record<Who, ReturnType<typeof graphqlClient>>;
}

export async function startHarness(
  target: TestDatabaseTarget,
  env?: Record<string, string>,
): Promise<Harness> {
  const server = await startApiServer(target, { seed: true, env });
  const tokens = {
    anonymous: undefined,
    researcher: await loginAs(server.baseUrl, 'researcher'),
    editor: await loginAs(server.baseUrl, 'editor'),
    admin: await loginAs(server.baseUrl, 'admin'),
  };
  const each = <T>(make: (token: string | undefined) => T) =>
    Object.fromEntries(Object.entries(tokens).map(([who, token]) => [who, make(token)])) as Record<
      Who,
      T
    >;
  return {
    server,
    v1: each((token) => apiClient(server.baseUrl, { token })),
    gql: each((token) => graphqlClient(server.baseUrl, { token })),
  };
}

/** A /v1 list answer. */
export type V1List<T = V1Row> = {
  data: T[];
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
};
export type V1Row = Record<string, unknown> & { id: number };

/** GETs a /v1 list or record and fails the test unless it answers 200. */
export async function v1Get<T>(client: ReturnType<typeof apiClient>, url: string): Promise<T> {
  const response = await client.get<T>(url);
  expect(response.status, `GET /v1${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

/** The error codes of a GraphQL answer, in order. */
export const codesOf = (answer: GraphQLAnswer<unknown>) =>
  answer.errors.map((error) => error.extensions?.code);

/** The ids of /v1 rows as GraphQL answers them (strings). */
export const idsOf = (rows: { id: unknown }[]) => rows.map((row) => String(row.id));

/** The errors of an answer, one line each, list indexes folded: `message @ a.*.b (CODE)`. */
export const errorLines = (answer: GraphQLAnswer<unknown>) => [
  ...new Set(
    answer.errors.map(
      (error) =>
        `${error.message} @ ${(error.path ?? []).map((part) => (typeof part === 'number' ? '*' : part)).join('.')} (${error.extensions?.code})`,
    ),
  ),
];
