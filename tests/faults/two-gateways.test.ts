// Two real gateway processes on one PostgreSQL database and one Redis agree: a session made on one
// works on the other and, once logged out on one, is refused on the other; failed logins count
// across both; a write on one is read on the other, past the other's anonymous-read cache.
// (The same sharing between two apps in one process: tests/api/rate-limits-shared.test.ts and
// tests/api/anonymous-read-cache.test.ts.)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type GatewayProcess, startGateway } from '../support/gateway-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)(
  'two gateway processes on one PostgreSQL and Redis',
  () => {
    let scratch: ScratchDatabase;
    let first: GatewayProcess;
    let second: GatewayProcess;
    const dirs: string[] = [];

    beforeAll(async () => {
      if (!databaseUrl || !redisUrl) return;
      scratch = await createScratchDatabase(databaseUrl);
      const run = randomUUID();
      const start = async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-two-'));
        dirs.push(dataDir);
        return startGateway({
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          REDIS_URL: redisUrl,
          // Key space and channel of this run alone: the machine's Redis outlives test runs.
          RATE_LIMIT_REDIS_NAMESPACE: `zv-test:${run}:`,
          ANONYMOUS_CACHE_REDIS_CHANNEL: `zv-test:${run}:cache`,
          RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        });
      };
      // The first migrates and seeds; the second finds the database ready.
      first = await start();
      second = await start();
    });
    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await scratch?.drop();
      await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    });

    it('shares sessions: log in on one, use on the other, log out on one, refused on the other', async () => {
      const login = await apiClient(first.baseUrl).post<{ access_token: string }>('/auth/login', {
        email: demoEmails.admin,
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      const token = login.body.access_token;
      const me = () =>
        apiClient(second.baseUrl, { token }).get<{ data: { email: string }[] }>(
          '/users?filter[current]=true',
        );
      const before = await me();
      expect(before.status).toBe(200);
      expect(before.body.data[0]?.email).toBe(demoEmails.admin);

      expect((await apiClient(first.baseUrl, { token }).post('/auth/logout')).status).toBeLessThan(
        300,
      );
      expect((await me()).status).toBe(401);
    });

    it('counts failed logins across both', async () => {
      const fail = (gateway: GatewayProcess) =>
        apiClient(gateway.baseUrl).post('/auth/login', {
          email: demoEmails.researcher,
          password: 'niet-het-wachtwoord',
        });
      expect((await fail(first)).status).toBe(401);
      expect((await fail(second)).status).toBe(401);
      expect((await fail(first)).status).toBe(401);
      const refused = await fail(second);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('reads on one what was written on the other, past its anonymous-read cache', async () => {
      type One = { data: { id: number; title: string } };
      const visitor = apiClient(second.baseUrl);
      const list = await visitor.get<{ data: { id: number }[] }>('/evaluations?limit=1');
      const id = list.body.data[0]?.id ?? 0;
      await visitor.get(`/evaluations/${id}`);
      expect((await visitor.get(`/evaluations/${id}`)).headers.get('x-cache')).toBe('hit');

      const login = await apiClient(first.baseUrl).post<{ access_token: string }>('/auth/login', {
        email: demoEmails.editor,
        password: DEMO_PASSWORD,
      });
      const title = `Gewijzigd op het andere proces ${randomUUID()}`;
      const written = await apiClient(first.baseUrl, { token: login.body.access_token }).patch(
        `/evaluations/${id}`,
        { title },
      );
      expect(written.status).toBe(200);
      await expect
        .poll(async () => (await visitor.get<One>(`/evaluations/${id}`)).body.data.title, {
          timeout: 2_000,
          interval: 20,
        })
        .toBe(title);
      // The staff view on the second process agrees too.
      const staff = await apiClient(second.baseUrl, { token: login.body.access_token }).get<One>(
        `/evaluations/${id}`,
      );
      expect(staff.body.data.title).toBe(title);
    });
  },
);
