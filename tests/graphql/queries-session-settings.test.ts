// The `sessionSettings` query against a real gateway: the same key/value list /v1 answers, for a
// signed-in caller; UNAUTHENTICATED for a visitor and after logout (the client then ends the session).
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { loginAs } from '../support/api-server.ts';
import { expectError } from '../support/graphql-answers.ts';
import { dataOf, graphqlClient } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const SETTINGS = '{ sessionSettings { key value } }';

type Settings = { sessionSettings: { key: string; value: string }[] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL queries: session settings', target),
    () => {
      const gateway = useSeededGateway(target, {
        env: { UPLOAD_MAX_BYTES: '2097152', RATE_LIMIT_LOGIN_PER_IP: '1000' },
      });

      it('answers a signed-in caller what /v1 answers', async () => {
        const v1 = await gateway.v1.editor.get<{ data: unknown[] }>('/session-settings');
        const answer = dataOf(await gateway.graphql.researcher<Settings>(SETTINGS));
        expect(answer.sessionSettings).toEqual(v1.body.data);
        expect(answer.sessionSettings).toContainEqual({
          key: 'upload_max_bytes',
          value: '2097152',
        });
      });

      it('refuses a visitor and an ended session as UNAUTHENTICATED', async () => {
        expectError(await gateway.graphql.anonymous(SETTINGS), 'UNAUTHENTICATED');
        const own = graphqlClient(gateway.server.baseUrl, {
          token: await loginAs(gateway.server.baseUrl, 'researcher'),
        });
        expect(dataOf(await own<Settings>(SETTINGS)).sessionSettings).toHaveLength(3);
        expect(dataOf(await own<{ logout: boolean }>('mutation { logout }')).logout).toBe(true);
        expectError(await own(SETTINGS), 'UNAUTHENTICATED');
      });
    },
  );
}
