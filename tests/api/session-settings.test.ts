// GET /v1/session-settings through real HTTP: the key/value list of spec section 3 for every
// signed-in role, from the gateway's configuration; 401 for a visitor and for an ended session.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { apiClient, loginAs } from '../support/api-server.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

type Settings = { data: { key: string; value: string }[] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/session-settings', target),
    () => {
      const gateway = useSeededGateway(target, {
        env: {
          SESSION_IDLE_MINUTES: '45',
          SESSION_ABSOLUTE_HOURS: '8',
          UPLOAD_MAX_BYTES: '1048576',
          RATE_LIMIT_LOGIN_PER_IP: '1000',
        },
      });

      it('answers every signed-in role the configured limits as key/value pairs', async () => {
        for (const role of ['researcher', 'editor', 'admin'] as const) {
          const answer = await gateway.v1[role].get<Settings>('/session-settings');
          expect(answer.status, role).toBe(200);
          expect(answer.body.data).toEqual([
            { key: 'session_idle_minutes', value: '45' },
            { key: 'session_absolute_hours', value: '8' },
            { key: 'upload_max_bytes', value: '1048576' },
          ]);
        }
      });

      it('refuses a visitor and a session that has ended with 401', async () => {
        expect((await gateway.v1.anonymous.get('/session-settings')).status).toBe(401);
        const token = await loginAs(gateway.server.baseUrl, 'researcher');
        const own = apiClient(gateway.server.baseUrl, { token });
        expect((await own.get('/session-settings')).status).toBe(200);
        expect((await own.post('/auth/logout')).status).toBeLessThan(300);
        expect((await own.get('/session-settings')).status).toBe(401);
      });
    },
  );
}
