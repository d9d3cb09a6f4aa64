// GraphQL sign-in, tokens, passwords and activation against a real gateway with a real SMTP server:
// login answers a usable token pair, refresh rotates it, logout revokes it, forgotPassword and
// sendActivation mail links whose token resetPassword takes, and /v1's errors pass through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { apiClient, passwordlessUsers } from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf, type GraphQLClient } from '../support/graphql-client.ts';
import { type SeededGateway, startSeededGateway } from '../support/seeded-gateway.ts';
import { type SmtpSink, startSmtpSink, tokenFromMail } from '../support/smtp-sink.ts';

const PUBLIC_URL = 'https://zorgevaluatie.test';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-7';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken refreshToken tokenType expiresIn }
}`;
const REFRESH = `mutation ($token: String!) {
  refresh(refreshToken: $token) { accessToken refreshToken tokenType expiresIn }
}`;
const LOGOUT = 'mutation { logout }';
const FORGOT = 'mutation ($email: String!) { forgotPassword(email: $email) }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const ACTIVATE = 'mutation ($id: ID!) { sendActivation(userId: $id) }';
const ME = '{ me { id email role { name } } }';

interface Tokens {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  expiresIn: number;
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: login, tokens, passwords and activation', target),
    () => {
      let smtp: SmtpSink;
      let gateway: SeededGateway;
      let gql: GraphQLClient;
      /** Seeded active users without a password, handed out one per test. */
      let fresh: { id: number; email: string }[];

      const takeUser = () => {
        const user = fresh.shift();
        if (!user) throw new Error('no seeded user without a password left');
        return user;
      };
      const login = async (email: string, password: string) =>
        dataOf(await gql<{ login: Tokens }>(LOGIN, { email, password })).login;
      const me = (token: string) => gql<{ me: { email: string } | null }>(ME, {}, { token });

      beforeAll(async () => {
        smtp = await startSmtpSink();
        gateway = await startSeededGateway(target, {
          env: {
            SMTP_URL: smtp.url,
            PUBLIC_URL,
            RATE_LIMIT_LOGIN_PER_IP: '1000',
            RATE_LIMIT_FORGOT_PER_IP: '1000',
          },
        });
        gql = gateway.graphql.anonymous;
        fresh = await passwordlessUsers(gateway.server.database.db, 5);
      });
      afterAll(async () => {
        await gateway?.close();
        await smtp?.close();
      });

      it('login answers a bearer token pair that works for me and for /v1', async () => {
        const tokens = await login(demoEmails.editor, DEMO_PASSWORD);
        expect(tokens.tokenType).toBe('Bearer');
        expect(tokens.expiresIn).toBe(3600);
        expect(tokens.accessToken).not.toBe(tokens.refreshToken);
        expect(dataOf(await me(tokens.accessToken)).me).toMatchObject({
          email: demoEmails.editor,
          role: { name: 'EDITOR' },
        });
        const v1 = apiClient(gateway.server.baseUrl, { token: tokens.accessToken });
        expect((await v1.get('/users?filter[current]=true')).status).toBe(200);
      });

      it('refuses a wrong password with UNAUTHENTICATED and a missing one with BAD_USER_INPUT, as /v1 does', async () => {
        for (const locale of ['nl', 'en']) {
          const wrong = await gql(
            LOGIN,
            { email: demoEmails.editor, password: 'fout-wachtwoord' },
            { locale },
          );
          const v1 = await gateway.v1.anonymous.post<{ message: string }>(
            '/auth/login',
            { email: demoEmails.editor, password: 'fout-wachtwoord' },
            { locale },
          );
          expect(v1.status).toBe(401);
          expect(expectError(wrong, 'UNAUTHENTICATED').message).toBe(v1.body.message);
        }
        const empty = await gql(LOGIN, { email: 'geen-adres', password: '' }, { locale: 'en' });
        const v1 = await gateway.v1.anonymous.post<{
          errors: Record<string, string[]>;
        }>('/auth/login', { email: 'geen-adres', password: '' }, { locale: 'en' });
        expect(v1.status).toBe(422);
        expect(fieldErrors(empty)).toEqual(v1.body.errors);
        expect(fieldErrors(empty).password).toEqual(['Password is required']);
      });

      it('refresh rotates the pair; a spent refresh token is refused and ends the session', async () => {
        const first = await login(demoEmails.researcher, DEMO_PASSWORD);
        const second = dataOf(
          await gql<{ refresh: Tokens }>(REFRESH, { token: first.refreshToken }),
        ).refresh;
        expect(second.tokenType).toBe('Bearer');
        expect(second.refreshToken).not.toBe(first.refreshToken);
        expect(second.accessToken).not.toBe(first.accessToken);
        expect(dataOf(await me(second.accessToken)).me?.email).toBe(demoEmails.researcher);

        expectError(await gql(REFRESH, { token: first.refreshToken }), 'UNAUTHENTICATED');
        expectError(await me(second.accessToken), 'UNAUTHENTICATED');
        expectError(await gql(REFRESH, { token: second.refreshToken }), 'UNAUTHENTICATED');
        expectError(await gql(REFRESH, { token: 'onzin' }), 'UNAUTHENTICATED');
      });

      it('logout answers true and revokes the session: me is then UNAUTHENTICATED', async () => {
        const tokens = await login(demoEmails.admin, DEMO_PASSWORD);
        expect(dataOf(await me(tokens.accessToken)).me?.email).toBe(demoEmails.admin);
        expect(dataOf(await gql(LOGOUT, {}, { token: tokens.accessToken }))).toEqual({
          logout: true,
        });
        expectError(await me(tokens.accessToken), 'UNAUTHENTICATED');
        expectError(await gql(REFRESH, { token: tokens.refreshToken }), 'UNAUTHENTICATED');
        // Other sessions of the same account go on.
        expect(dataOf(await me(gateway.tokens.admin)).me?.email).toBe(demoEmails.admin);
        // A visitor has no session to end.
        expect(dataOf(await gql(LOGOUT))).toEqual({ logout: true });
      });

      it('forgotPassword is always true; the mailed token resets the password and login works', async () => {
        const user = takeUser();
        await gateway.server.database.db
          .updateTable('users')
          .set({ password_hash: await hashPassword('Oud-Wachtwoord-1') })
          .where('id', '=', user.id)
          .execute();
        expect(dataOf(await gql(FORGOT, { email: 'onbekend@example.org' }))).toEqual({
          forgotPassword: true,
        });
        expect(dataOf(await gql(FORGOT, { email: user.email.toUpperCase() }))).toEqual({
          forgotPassword: true,
        });
        const token = tokenFromMail(await smtp.waitForMail(user.email));

        const mismatch = await gql(RESET, {
          input: { token, password: NEW_PASSWORD, passwordConfirmation: 'Iets-Anders-9' },
        });
        expect(Object.keys(fieldErrors(mismatch))).toEqual(['passwordConfirmation']);
        const input = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
        expect(dataOf(await gql(RESET, { input }))).toEqual({ resetPassword: true });

        const tokens = await login(user.email, NEW_PASSWORD);
        expect(dataOf(await me(tokens.accessToken)).me?.email).toBe(user.email);
        expectError(
          await gql(LOGIN, { email: user.email, password: 'Oud-Wachtwoord-1' }),
          'UNAUTHENTICATED',
        );
        // The link works once.
        expect(fieldErrors(await gql(RESET, { input }))).toEqual({
          token: ['Deze link is ongeldig of verlopen'],
        });
        expect(smtp.mailsTo('onbekend@example.org')).toHaveLength(0);
        // Only a malformed address is refused.
        expect(Object.keys(fieldErrors(await gql(FORGOT, { email: 'geen-adres' })))).toEqual([
          'email',
        ]);
      });

      it('sendActivation (admin) mails a link; the user sets a password with it and signs in', async () => {
        const user = takeUser();
        expectError(
          await gql(LOGIN, { email: user.email, password: NEW_PASSWORD }),
          'UNAUTHENTICATED',
        );
        expect(dataOf(await gateway.graphql.admin(ACTIVATE, { id: String(user.id) }))).toEqual({
          sendActivation: true,
        });
        const mail = await smtp.waitForMail(user.email);
        expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
        const token = tokenFromMail(mail);
        expect(
          dataOf(
            await gql(RESET, {
              input: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
            }),
          ),
        ).toEqual({ resetPassword: true });
        const tokens = await login(user.email, NEW_PASSWORD);
        expect(dataOf(await me(tokens.accessToken)).me?.email).toBe(user.email);
      });

      it('sendActivation is for admins: editor FORBIDDEN, visitor UNAUTHENTICATED, missing NOT_FOUND, inactive CONFLICT', async () => {
        const user = takeUser();
        const id = String(user.id);
        expectError(await gateway.graphql.editor(ACTIVATE, { id }), 'FORBIDDEN');
        expectError(await gateway.graphql.researcher(ACTIVATE, { id }), 'FORBIDDEN');
        expectError(await gateway.graphql.anonymous(ACTIVATE, { id }), 'UNAUTHENTICATED');
        expectError(await gateway.graphql.admin(ACTIVATE, { id: '987654' }), 'NOT_FOUND');
        const inactive = await gateway.server.database.db
          .selectFrom('users')
          .select('id')
          .where('is_active', '=', false)
          .executeTakeFirstOrThrow();
        const refused = expectError(
          await gateway.graphql.admin(ACTIVATE, { id: String(inactive.id) }, { locale: 'en' }),
          'CONFLICT',
        );
        expect(refused.message).toBe('This account is not active');
        expect(smtp.mailsTo(user.email)).toHaveLength(0);
      });
    },
  );
}
