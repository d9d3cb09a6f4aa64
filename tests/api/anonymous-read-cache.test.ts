// The anonymous-read cache in the real gateway over HTTP: a visitor's repeated read is answered
// from memory, and a staff write through /v1 or GraphQL is seen by the very next read, also on a
// second gateway sharing the database and (where one answers) Redis.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { apiClient } from '../support/api-server.ts';
import {
  type SeededGateway,
  startSeededGateway,
  useSeededGateway,
  type V1List,
  type V1One,
} from '../support/seeded-gateway.ts';

type Evaluation = { id: number; title: string };

const redisUrl = process.env.REDIS_URL;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason)(`anonymous-read cache (${target.name})`, () => {
    const gateway = useSeededGateway(target);
    let id: number;

    beforeAll(async () => {
      const list = await gateway.v1.anonymous.get<V1List>('/evaluations?limit=1');
      id = list.body.data[0]?.id ?? 0;
    });

    it('answers a repeated visitor read from memory, and never a signed-in one', async () => {
      const visitor = gateway.v1.anonymous;
      const first = await visitor.get<V1One<Evaluation>>(`/evaluations/${id}?with[]=applicables`);
      const second = await visitor.get<V1One<Evaluation>>(`/evaluations/${id}?with[]=applicables`);
      expect(first.headers.get('x-cache')).toBe('miss');
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(second.body).toEqual(first.body);
      // The answer from memory still carries the security headers of every answer.
      expect(second.headers.get('x-content-type-options')).toBe('nosniff');
      const staff = await gateway.v1.admin.get(`/evaluations/${id}?with[]=applicables`);
      expect(staff.headers.get('x-cache')).toBeNull();
    });

    it('shows a write through /v1 on the next read', async () => {
      const visitor = gateway.v1.anonymous;
      await visitor.get(`/evaluations/${id}`);
      expect((await visitor.get(`/evaluations/${id}`)).headers.get('x-cache')).toBe('hit');
      const title = `Gewijzigd via /v1 ${randomUUID()}`;
      const written = await gateway.v1.admin.patch(`/evaluations/${id}`, { title });
      expect(written.status).toBe(200);
      expect((await visitor.get<V1One<Evaluation>>(`/evaluations/${id}`)).body.data.title).toBe(
        title,
      );
    });

    it('answers a repeated visitor query from memory; staff and no-cache are answered afresh', async () => {
      const send = (headers: Record<string, string>) =>
        fetch(`${gateway.server.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            query: 'query Title($id: ID!) { evaluation(id: $id) { id title } }',
            variables: { id: String(id) },
          }),
        });
      const first = await send({});
      const second = await send({});
      expect(first.headers.get('x-cache')).toBe('miss');
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(second.headers.get('server-timing')).toBe('v1;dur=0.0;desc="0 calls"');
      expect(await second.json()).toEqual(await first.json());
      const fresh = await send({ 'cache-control': 'no-cache' });
      expect(fresh.headers.get('x-cache')).toBe('miss');
      expect(fresh.headers.get('server-timing')).toMatch(/desc="1 call"/);
      const staff = await send({ authorization: `Bearer ${gateway.tokens.admin}` });
      expect(staff.headers.get('x-cache')).toBeNull();
    });

    it('shows a write through GraphQL on the next GraphQL read', async () => {
      const visitor = gateway.graphql.anonymous;
      const query = `query One($id: ID!) { evaluation(id: $id) { id title } }`;
      await visitor(query, { id: String(id) });
      const title = `Gewijzigd via GraphQL ${randomUUID()}`;
      const written = await gateway.graphql.admin(
        `mutation Rename($id: ID!, $title: String!) {
          updateEvaluation(id: $id, input: { title: $title }) { id title }
        }`,
        { id: String(id), title },
      );
      expect(written.errors).toEqual([]);
      const read = await visitor<{ evaluation: { title: string } }>(query, { id: String(id) });
      expect(read.data?.evaluation.title).toBe(title);
    });
  });
}

const [target] = openTestDatabases();
describe.skipIf(!redisUrl || !target || target.skipReason !== undefined)(
  'anonymous-read cache on two gateways sharing the database and Redis',
  () => {
    let first: SeededGateway;
    let second: FastifyInstance;
    let secondUrl: string;
    let secondDataDir: string;

    beforeAll(async () => {
      if (!target || !redisUrl) return;
      // A channel of this run alone: the machine's Redis outlives test runs.
      const env = { REDIS_URL: redisUrl, ANONYMOUS_CACHE_REDIS_CHANNEL: `zv-test:${randomUUID()}` };
      first = await startSeededGateway(target, { env });
      secondDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-api-second-'));
      second = await buildApp({
        config: loadConfig({
          ...env,
          LOG_LEVEL: 'silent',
          DATA_DIR: secondDataDir,
          WEB_DIST_DIR: path.join(secondDataDir, 'no-web-build'),
        }),
        database: first.server.database,
        closeDatabaseOnClose: false,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.server.address();
      secondUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      if (secondDataDir) await fs.rm(secondDataDir, { recursive: true, force: true });
    });

    it('a write on one gateway is seen by the next read on the other', async () => {
      const visitor = apiClient(secondUrl);
      const list = await visitor.get<{ data: { id: number }[] }>('/evaluations?limit=1');
      const id = list.body.data[0]?.id ?? 0;
      await visitor.get(`/evaluations/${id}`);
      expect((await visitor.get(`/evaluations/${id}`)).headers.get('x-cache')).toBe('hit');

      const title = `Gewijzigd op de andere gateway ${randomUUID()}`;
      const written = await first.v1.admin.patch(`/evaluations/${id}`, {
        title,
      });
      expect(written.status).toBe(200);
      // Redis delivers the invalidation within milliseconds.
      await expect
        .poll(
          async () => (await visitor.get<V1One<Evaluation>>(`/evaluations/${id}`)).body.data.title,
          {
            timeout: 2_000,
            interval: 20,
          },
        )
        .toBe(title);
    });
  },
);
