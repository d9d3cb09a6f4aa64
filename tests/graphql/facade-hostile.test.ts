// Hostile GraphQL documents are refused before any /v1 call (counted by a proxy): introspection
// over its limits, batches, documents too long to parse; and introspection can be turned off.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlLimits } from '../../gateway/src/graphql/graphql-plugin.ts';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { type GraphQLClient, graphqlClient } from '../support/graphql-client.ts';
import { startV1Proxy, type V1Proxy } from '../support/v1-proxy.ts';

const pglite = pgliteTestDatabase();

/**
 * graphql-armor's depth and cost limits skip `__schema` (the playground's own query is 15 deep);
 * graphql's MaxIntrospectionDepthRule refuses type lists nested 3 deep instead.
 */
const maxIntrospectionLists = 3;

/** `__schema { types { fields { type { fields { ... name } } } } }`: `levels` lists, `types` first. */
function nestedTypeLists(levels: number): string {
  let selection = 'name';
  for (let level = 1; level < levels; level += 1) selection = `fields { type { ${selection} } }`;
  return `{ __schema { types { ${selection} } } }`;
}

/** `__type(name: "Query") { ofType { ofType { ... } } }`, `levels` deep. */
function deepOfType(levels: number): string {
  return `{ __type(name: "Query") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`;
}

const post = (baseUrl: string, body: unknown) =>
  fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

describe('hostile GraphQL requests', () => {
  let proxy: V1Proxy;
  let server: ApiServer;
  let gql: GraphQLClient;

  beforeAll(async () => {
    proxy = await startV1Proxy();
    server = await startApiServer(pglite, { env: { V1_BASE_URL: proxy.url } });
    proxy.setTarget(server.baseUrl);
    gql = graphqlClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });
  beforeEach(() => {
    proxy.calls.length = 0;
  });

  it('answers the standard introspection query (the playground and codegen need it)', async () => {
    const { status, data, errors } = await gql<{ __schema: { types: unknown[] } }>(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, oneOf: true }),
    );
    expect(errors).toEqual([]);
    expect(status).toBe(200);
    expect(data?.__schema.types.length).toBeGreaterThan(100);
  });

  it.each([
    [
      'nests more type lists than allowed',
      nestedTypeLists(maxIntrospectionLists + 1),
      /introspection depth/i,
    ],
    ['is deeper and costlier than allowed', deepOfType(30), /cost|depth/i],
    [
      'has too many aliases',
      `{ ${Array.from({ length: graphqlLimits.maxAliases + 1 }, (_, i) => `s${i}: __schema { queryType { name } }`).join(' ')} }`,
      /alias/i,
    ],
    [
      'hides a deep walk in a fragment',
      `query { ...Deep } fragment Deep on Query { __schema { types { fields { type { fields { type { fields { name } } } } } } } }`,
      /introspection depth/i,
    ],
  ])('refuses an introspection query that %s (400, no /v1 call)', async (_, document, reason) => {
    const { status, errors } = await gql(document);
    expect(status).toBe(400);
    expect(errors[0]?.message).toMatch(reason);
    expect(proxy.calls).toEqual([]);
  });

  it('refuses batched requests (arrays) before any /v1 call', async () => {
    const operation = { query: '{ evaluations(limit: 1) { data { id } } }' };
    const response = await post(
      server.baseUrl,
      Array.from({ length: 50 }, () => operation),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/batching/i);
    expect(proxy.calls).toEqual([]);
  });

  it('refuses a document longer than the limit before parsing it (413)', async () => {
    // Comments are no tokens: only the length check stops this one before the parser reads it.
    const padded = `# ${'x'.repeat(graphqlLimits.maxDocumentLength)}\n{ evaluations(limit: 1) { data { id } } }`;
    const response = await post(server.baseUrl, { query: padded });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'DOCUMENT_TOO_LARGE' } }],
    });
    const viaGet = await fetch(
      `${server.baseUrl}/graphql?query=${encodeURIComponent(padded.slice(0, 40_000))}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    // Node's own URL limit (16 KiB) answers a GET this long before the length check could.
    expect([413, 431]).toContain(viaGet.status);
    expect(proxy.calls).toEqual([]);
  });

  describe('with GRAPHQL_INTROSPECTION=false', () => {
    let closed: ApiServer;
    beforeAll(async () => {
      closed = await startApiServer(pglite, { env: { GRAPHQL_INTROSPECTION: 'false' } });
    });
    afterAll(() => closed?.close());

    it('refuses introspection and the playground, and still answers queries', async () => {
      const client = graphqlClient(closed.baseUrl);
      const schema = await client('{ __schema { queryType { name } } }');
      expect(schema.status).toBe(400);
      expect(schema.errors[0]?.message).toMatch(/introspection/i);
      const type = await client('{ __type(name: "Query") { name } }');
      expect(type.status).toBe(400);
      expect((await client('{ health { status } }')).data).toEqual({ health: { status: 'ok' } });
      const page = await fetch(`${closed.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(404);
    });
  });
});
