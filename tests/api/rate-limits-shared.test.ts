// With REDIS_URL, the auth rate limits are shared by every gateway process: failed logins counted
// by one process count for the other. Runs where a Redis answers (CI sets REDIS_URL).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, startApiServer } from '../support/api-server.ts';
import { demoEmails } from '../support/demo-accounts.ts';

const redisUrl = process.env.REDIS_URL;
const [target] = openTestDatabases();

describe.skipIf(!redisUrl || !target || target.skipReason !== undefined)(
  target ? describeTitle('auth rate limits shared through Redis', target) : 'no target',
  () => {
    let first: ApiServer;
    let second: ApiServer;

    beforeAll(async () => {
      if (!target || !redisUrl) return;
      // A fresh key space per run: the machine's Redis outlives test runs.
      const env = {
        REDIS_URL: redisUrl,
        RATE_LIMIT_REDIS_NAMESPACE: `zorgevaluatie-test:${randomUUID()}:`,
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      };
      first = await startApiServer(target, { seed: true, env });
      second = await startApiServer(target, { seed: true, env });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    const failLogin = (server: ApiServer) =>
      apiClient(server.baseUrl).post('/auth/login', {
        email: demoEmails.editor,
        password: 'not-the-password',
      });

    it('refuses the fourth failed login even when it reaches the other process', async () => {
      expect((await failLogin(first)).status).toBe(401);
      expect((await failLogin(second)).status).toBe(401);
      expect((await failLogin(first)).status).toBe(401);
      const refused = await failLogin(second);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('keeps the counters of forgot-password apart from those of login', async () => {
      const forgot = await apiClient(second.baseUrl).post('/auth/forgot-password', {
        email: demoEmails.editor,
      });
      expect(forgot.status).toBe(202);
    });
  },
);
