// GraphQL changePassword against a real gateway: it goes through POST /v1/auth/password, so /v1's
// refusals arrive as BAD_USER_INPUT with camelCase fields, and a success ends the other sessions.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { apiClient, passwordlessUser } from '../support/api-server.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf, type GraphQLClient } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const OLD_PASSWORD = 'Oud-Wachtwoord-1';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-7';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken refreshToken }
}`;
const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';
const ME = '{ me { email } }';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutation: changePassword', target),
    () => {
      const gateway = useSeededGateway(target, { env: { RATE_LIMIT_LOGIN_PER_IP: '1000' } });
      let gql: GraphQLClient;
      let user: { id: number; email: string };

      const login = async (password: string) =>
        gql<{ login: { accessToken: string; refreshToken: string } }>(LOGIN, {
          email: user.email,
          password,
        });

      beforeAll(async () => {
        gql = gateway.graphql.anonymous;
        const db = gateway.server.database.db;
        user = await passwordlessUser(db);
        await db
          .updateTable('users')
          .set({ password_hash: await hashPassword(OLD_PASSWORD) })
          .where('id', '=', user.id)
          .execute();
      });

      it('refuses a visitor with UNAUTHENTICATED', async () => {
        const input = {
          currentPassword: OLD_PASSWORD,
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        };
        expectError(await gql(CHANGE, { input }), 'UNAUTHENTICATED');
      });

      it('passes /v1 refusals on as BAD_USER_INPUT, then changes the password', async () => {
        const other = dataOf(await login(OLD_PASSWORD)).login;
        const session = dataOf(await login(OLD_PASSWORD)).login;
        const token = session.accessToken;

        const wrong = await gql(
          CHANGE,
          {
            input: {
              currentPassword: 'Fout-Wachtwoord-9',
              password: NEW_PASSWORD,
              passwordConfirmation: NEW_PASSWORD,
            },
          },
          { token, locale: 'en' },
        );
        expect(fieldErrors(wrong)).toEqual({
          currentPassword: ['The current password is incorrect'],
        });
        const mismatch = await gql(
          CHANGE,
          {
            input: {
              currentPassword: OLD_PASSWORD,
              password: 'zwak',
              passwordConfirmation: 'anders',
            },
          },
          { token },
        );
        const errors = fieldErrors(mismatch);
        expect(errors.passwordConfirmation).toEqual(['De wachtwoorden komen niet overeen']);
        expect(errors.password).toContain('Het wachtwoord moet minimaal 8 tekens lang zijn');
        // The same refusal as /v1's own answer.
        const v1 = await apiClient(gateway.server.baseUrl, { token }).post<{
          errors: Record<string, string[]>;
        }>('/auth/password', {
          current_password: OLD_PASSWORD,
          password: 'zwak',
          password_confirmation: 'anders',
        });
        expect(Object.values(errors)).toEqual(Object.values(v1.body.errors));

        const input = {
          currentPassword: OLD_PASSWORD,
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        };
        expect(dataOf(await gql(CHANGE, { input }, { token }))).toEqual({ changePassword: true });
        expect(dataOf(await gql<{ me: { email: string } }>(ME, {}, { token })).me.email).toBe(
          user.email,
        );
        expectError(await gql(ME, {}, { token: other.accessToken }), 'UNAUTHENTICATED');
        expectError(await login(OLD_PASSWORD), 'UNAUTHENTICATED');
        expect(dataOf(await login(NEW_PASSWORD)).login.accessToken).toBeTruthy();
      });
    },
  );
}
