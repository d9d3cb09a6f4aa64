// The support module of the /v1 and GraphQL tests: a real gateway on a fresh database with the demo
// content, a /v1 client and a GraphQL client for every role (each demo account signed in once), and
// the shape of /v1's answers. It lives in tests/helpers beside the pieces it puts together (the
// server in api-server.ts, the GraphQL client in graphql-client.ts, the accounts in
// demo-accounts.ts), so an API or GraphQL test imports its setup from one file.
import { afterAll, beforeAll } from 'vitest';
import type { ListAnswer } from '../../gateway/src/domain/list-answer.ts';
import type { TestDatabaseTarget } from '../../gateway/src/test-support/test-database.ts';
import {
  type ApiServer,
  type ApiServerOptions,
  apiClient,
  loginAs,
  startApiServer,
  type V1Client,
} from './api-server.ts';
import type { DemoRole } from './demo-accounts.ts';
import { type GraphQLClient, graphqlClient } from './graphql-client.ts';

/** Who calls: a visitor without a token, or one of the demo accounts. */
export type Role = 'anonymous' | DemoRole;

export const roles: readonly Role[] = ['anonymous', 'researcher', 'editor', 'admin'];

export interface SeededGateway {
  server: ApiServer;
  /** Each demo account's access token, from one login at start. */
  tokens: Record<DemoRole, string>;
  /** /v1 as each role (Dutch, the default language). */
  v1: Record<Role, V1Client>;
  /** GraphQL as each role (Dutch, the default language). */
  graphql: Record<Role, GraphQLClient>;
  close(): Promise<void>;
}

/** Starts a gateway with the demo content and signs each demo account in (once). */
export async function startSeededGateway(
  target: TestDatabaseTarget,
  options: Omit<ApiServerOptions, 'seed'> = {},
): Promise<SeededGateway> {
  const server = await startApiServer(target, { ...options, seed: true });
  const tokens: Record<DemoRole, string> = {
    researcher: await loginAs(server.baseUrl, 'researcher'),
    editor: await loginAs(server.baseUrl, 'editor'),
    admin: await loginAs(server.baseUrl, 'admin'),
  };
  const perRole = <T>(make: (token: string | undefined) => T) =>
    Object.fromEntries(
      roles.map((role) => [role, make(role === 'anonymous' ? undefined : tokens[role])]),
    ) as Record<Role, T>;
  return {
    server,
    tokens,
    v1: perRole((token) => apiClient(server.baseUrl, { token })),
    graphql: perRole((token) => graphqlClient(server.baseUrl, { token })),
    close: () => server.close(),
  };
}

/**
 * The usual way a test file gets its gateway: started (as startSeededGateway) before the tests of
 * the enclosing describe block and closed after them. The answer's fields are there from the
 * block's own beforeAll hooks on; read them inside hooks and tests, not while the block is being
 * declared. Behind a /v1 proxy: useProxiedSeededGateway (v1-proxy.ts). A file whose start depends
 * on something else it starts first (an SMTP sink) calls startSeededGateway in its own hook instead.
 */
export function useSeededGateway(
  target: TestDatabaseTarget,
  options: Omit<ApiServerOptions, 'seed'> = {},
): SeededGateway {
  let started: SeededGateway | undefined;
  beforeAll(async () => {
    started = await startSeededGateway(target, options);
  });
  afterAll(() => started?.close());
  return seededGatewayView(() => {
    if (!started)
      throw new Error('the seeded gateway is not started: use it inside hooks and tests');
    return started;
  });
}

/** A gateway read through `current` at each use: for one that a hook starts later. */
export function seededGatewayView(current: () => SeededGateway): SeededGateway {
  return {
    get server() {
      return current().server;
    },
    get tokens() {
      return current().tokens;
    },
    get v1() {
      return current().v1;
    },
    get graphql() {
      return current().graphql;
    },
    close: () => current().close(),
  };
}

/** A /v1 record: any fields, and an id. */
export type V1Row = Record<string, unknown> & { id: number };

/** A /v1 list answer: the rows and the paging meta beside them. */
export type V1List<T = V1Row> = ListAnswer<T>;

/** A /v1 answer of one record. */
export type V1One<T = V1Row> = { data: T };
