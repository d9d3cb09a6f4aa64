// The GraphQL facade pointed at a /v1 that is down (nothing listens on its port): every operation
// is answered at once with a GraphQL error SERVICE_UNAVAILABLE and HTTP 503 with Retry-After,
// well within the facade's time limit. (A /v1 that hangs: tests/graphql/facade-errors.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { freePort } from '../support/gateway-process.ts';

const V1_TIMEOUT_MS = 1_000;

describe('the GraphQL facade with /v1 down', () => {
  let server: ApiServer;

  beforeAll(async () => {
    const [pglite] = openTestDatabases();
    if (!pglite) throw new Error('PGlite target missing');
    server = await startApiServer(pglite, {
      env: {
        V1_BASE_URL: `http://127.0.0.1:${await freePort()}/v1`,
        V1_TIMEOUT_MS: String(V1_TIMEOUT_MS),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers SERVICE_UNAVAILABLE with 503 and Retry-After within the time limit', async () => {
    for (const query of [
      '{ evaluations { data { id } } }',
      'mutation { forgotPassword(email: "a@example.org") }',
    ]) {
      const started = Date.now();
      const response = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect(Date.now() - started).toBeLessThan(V1_TIMEOUT_MS + 1_500);
      const body = (await response.json()) as {
        data: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.errors[0]?.message).toMatch(/did not answer/);
      expect(response.status).toBe(body.data == null ? 503 : 200);
      if (response.status === 503) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });
});
