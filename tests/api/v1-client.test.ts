// The GraphQL facade's /v1 client against a real gateway: headers, query format, answers, time limits.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createV1Client,
  type V1Client,
  V1UnavailableError,
} from '../../gateway/src/graphql/v1-client.ts';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

describe('v1 client', () => {
  const gateway = useSeededGateway(pgliteTestDatabase());
  let client: V1Client;

  beforeAll(async () => {
    client = createV1Client({ baseUrl: `${gateway.server.baseUrl}/v1`, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await client?.close();
  });

  it('sends list queries with brackets and reads the paged answer', async () => {
    const response = await client.call<{
      data: { title: string; logo?: unknown }[];
      total: number;
    }>({
      method: 'GET',
      path: '/evaluations',
      query: { filter: { search: 'appendic' }, with: ['logo'], limit: 4 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data[0]?.title).toBe(
      'Antibiotica of appendectomie bij ongecompliceerde appendicitis',
    );
    expect(response.body.data[0]).toHaveProperty('logo');
  });

  it("forwards the caller's Authorization and Accept-Language", async () => {
    const token = gateway.tokens.admin;
    const me = await client.call<{ data: { email: string }[] }>({
      method: 'GET',
      path: '/users',
      query: { filter: { current: true } },
      caller: { authorization: `Bearer ${token}` },
    });
    expect(me.body.data[0]?.email).toBe(demoEmails.admin);
    const english = await client.call<{ message: string }>({
      method: 'POST',
      path: '/specializations',
      body: { title: '' },
      caller: { authorization: `Bearer ${token}`, acceptLanguage: 'en' },
    });
    expect(english).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { title: ['Required'] } },
    });
    const anonymous = await client.call({ method: 'GET', path: '/users' });
    expect(anonymous.status).toBe(401);
  });

  it('gives up on a /v1 that does not answer, within the time limit', async () => {
    const silent = net.createServer(() => {
      // accept the connection and never answer
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const slow = createV1Client({ baseUrl: `http://127.0.0.1:${address.port}/v1`, timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.call({ method: 'GET', path: '/evaluations' })).rejects.toBeInstanceOf(
      V1UnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    await slow.close().catch(() => {});
    silent.close();
  });
});
