// /graphql as HTTP: abuse limits refuse a document before any /v1 call, Apollo's CSRF prevention
// refuses simple cross-site requests, introspection works, and a browser's GET gets the playground.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlLimits } from '../../gateway/src/graphql/graphql-plugin.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { type GraphQLClient, graphqlClient } from '../support/graphql-client.ts';
import { startV1Proxy, type V1Proxy } from '../support/v1-proxy.ts';

/** `evaluations { data { programs { evaluations { programs { ... } } } } }`, `levels` deep. */
function deepDocument(levels: number): string {
  let selection = 'id';
  for (let level = 0; level < levels; level += 1)
    selection = level % 2 === 0 ? `programs { ${selection} }` : `evaluations { ${selection} }`;
  return `{ evaluations { data { ${selection} } } }`;
}

// Only the first target (PGlite): these tests are about HTTP, not about the database.
for (const target of openTestDatabases().slice(0, 1)) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL over HTTP', target),
    () => {
      let proxy: V1Proxy;
      let server: ApiServer;
      let webDist: string;
      let gql: GraphQLClient;

      beforeAll(async () => {
        webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-graphiql-'));
        await fs.writeFile(
          path.join(webDist, 'graphiql.html'),
          '<!doctype html><title>GraphQL playground</title><div id="graphiql"></div>',
        );
        proxy = await startV1Proxy();
        server = await startApiServer(target, {
          env: { V1_BASE_URL: proxy.url, WEB_DIST_DIR: webDist },
        });
        proxy.setTarget(server.baseUrl);
        gql = graphqlClient(server.baseUrl);
      });
      afterAll(async () => {
        await server?.close();
        await proxy?.close();
        await fs.rm(webDist, { recursive: true, force: true });
      });
      beforeEach(() => {
        proxy.calls.length = 0;
      });

      it.each([
        ['too deep', deepDocument(graphqlLimits.maxDepth + 2), /depth/i],
        [
          'too many aliases',
          `{ ${Array.from({ length: graphqlLimits.maxAliases + 1 }, (_, i) => `a${i}: health { status }`).join(' ')} }`,
          /alias/i,
        ],
        [
          'too many tokens',
          `{ evaluations { data { ${'id '.repeat(graphqlLimits.maxTokens)} } } }`,
          /tokens/i,
        ],
        [
          'too costly',
          `{ ${Array.from({ length: graphqlLimits.maxAliases }, (_, i) => `l${i}: ${deepDocument(graphqlLimits.maxDepth - 3).slice(2, -2)}`).join(' ')} }`,
          /cost/i,
        ],
      ])('refuses a document that is %s before calling /v1', async (_, document, reason) => {
        const { status, errors } = await gql(document);
        expect(status).toBe(400);
        expect(errors.length).toBeGreaterThan(0);
        expect(errors[0]?.message).toMatch(reason);
        expect(proxy.calls).toEqual([]);
      });

      it('accepts a realistic nested evaluation query within the limits', async () => {
        const { errors } = await gql(`{
        evaluations(limit: 5) { data { id title programs { id title logo { url } }
          associations { id title } gradation { title } people { user { name } }
          documents { title file { url } } data { sampleSize center { title } } } }
      }`);
        expect(errors).toEqual([]);
      });

      it('refuses simple cross-site requests (CSRF prevention)', async () => {
        const simpleGet = await fetch(
          `${server.baseUrl}/graphql?query=${encodeURIComponent('{ health { status } }')}`,
        );
        expect(simpleGet.status).toBe(400);
        expect(await simpleGet.text()).toMatch(/CSRF/i);

        const textPlain = await fetch(`${server.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ query: '{ health { status } }' }),
        });
        expect(textPlain.status).toBe(400);

        const preflighted = await fetch(
          `${server.baseUrl}/graphql?query=${encodeURIComponent('{ health { status } }')}`,
          { headers: { 'apollo-require-preflight': 'true' } },
        );
        expect(preflighted.status).toBe(200);
        expect(await preflighted.json()).toEqual({ data: { health: { status: 'ok' } } });
      });

      it('answers introspection, for the playground and codegen', async () => {
        const { data } = await gql<{ __schema: { queryType: { name: string }; types: unknown[] } }>(
          '{ __schema { queryType { name } types { name } } }',
        );
        expect(data?.__schema.queryType.name).toBe('Query');
        expect(data?.__schema.types.length).toBeGreaterThan(100);
      });

      it('sends the playground page to a browser and GraphQL answers to clients', async () => {
        const page = await fetch(`${server.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/text\/html/);
        expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
        expect(await page.text()).toContain('GraphQL playground');

        await fs.rm(path.join(webDist, 'graphiql.html'));
        const missing = await fetch(`${server.baseUrl}/graphql`, {
          headers: { accept: 'text/html' },
        });
        expect(missing.status).toBe(404);
        expect(await missing.text()).toMatch(/npm run build/);
      });
    },
  );
}
