// /v1/auth login, refresh and logout through real HTTP: messages, token rotation, revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import {
  type ApiServer,
  apiClient,
  passwordlessUser,
  startApiServer,
  type V1Client,
} from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';

type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
};

const OTHER_PASSWORD = 'Ander-Wachtwoord-9';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth sessions', target),
    () => {
      let server: ApiServer;
      let api: V1Client;

      /** A seeded user of the given activity, given a password here so it can log in. */
      const userWithPassword = async (active: boolean) => {
        const user = await passwordlessUser(server.database.db, { active });
        await server.database.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(OTHER_PASSWORD) })
          .where('id', '=', user.id)
          .execute();
        return user;
      };

      const login = (email: string, password = DEMO_PASSWORD) =>
        api.post<TokenPair>('/auth/login', { email, password });

      beforeAll(async () => {
        server = await startApiServer(target, {
          seed: true,
          env: { RATE_LIMIT_LOGIN_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000' },
        });
        api = apiClient(server.baseUrl);
      });
      afterAll(() => server?.close());

      it('logs in with e-mail (any case) and password and answers a bearer token pair', async () => {
        const response = await login(demoEmails.editor.toUpperCase());
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
        expect(response.body.access_token).toMatch(/^zva_/);
        expect(response.body.refresh_token).toMatch(/^zvr_/);
        const token = response.body.access_token;
        expect((await api.get('/specializations?limit=1', { token })).status).toBe(200);
      });

      it('answers a wrong password and an unknown account alike with 401, in Dutch or English', async () => {
        const wrong = await login(demoEmails.admin, 'Fout-wachtwoord-1');
        expect(wrong.status).toBe(401);
        expect(wrong.body).toEqual({ message: 'Onjuist e-mailadres of wachtwoord' });
        const unknown = await login('niemand@example.org');
        expect(unknown.status).toBe(401);
        expect(unknown.body).toEqual(wrong.body);
        const english = await api.post(
          '/auth/login',
          {
            email: 'niemand@example.org',
            password: 'x',
          },
          { locale: 'en' },
        );
        expect(english.status).toBe(401);
        expect(english.body).toEqual({ message: 'Incorrect email address or password' });
      });

      it('validates the login body (422 with field messages)', async () => {
        const response = await api.post('/auth/login', { email: 'geen-adres', password: '' });
        expect(response.status).toBe(422);
        expect(response.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { email: ['Ongeldige email'], password: ['Wachtwoord is verplicht'] },
        });
      });

      it('refuses an inactive account with 403 even with the right password', async () => {
        const user = await userWithPassword(false);
        const response = await login(user.email, OTHER_PASSWORD);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Dit account is niet actief' });
      });

      it('stops the access tokens of a user who is deactivated', async () => {
        const user = await userWithPassword(true);
        const session = await login(user.email, OTHER_PASSWORD);
        expect(session.status).toBe(200);
        const token = session.body.access_token;
        expect((await api.get('/specializations?limit=1', { token })).status).toBe(200);
        await server.database.db
          .updateTable('users')
          .set({ is_active: false })
          .where('id', '=', user.id)
          .execute();
        const after = await api.get('/specializations?limit=1', { token });
        expect(after.status).toBe(401);
        expect(after.body).toEqual({ message: 'Niet ingelogd' });
        const refreshed = await api.post('/auth/refresh', {
          refresh_token: session.body.refresh_token,
        });
        expect(refreshed.status).toBe(401);
      });

      it('rotates on refresh: the old access token stops, reuse of a refresh token revokes the family', async () => {
        const first = (await login(demoEmails.researcher)).body;
        const second = await api.post<TokenPair>('/auth/refresh', {
          refresh_token: first.refresh_token,
        });
        expect(second.status).toBe(200);
        expect(second.body.access_token).not.toBe(first.access_token);
        expect(second.body.refresh_token).not.toBe(first.refresh_token);
        expect(
          (await api.get('/specializations?limit=1', { token: first.access_token })).status,
        ).toBe(401);
        const newToken = second.body.access_token;
        expect((await api.get('/specializations?limit=1', { token: newToken })).status).toBe(200);

        // The first refresh token again: it leaked, so the whole session ends.
        const reused = await api.post('/auth/refresh', { refresh_token: first.refresh_token });
        expect(reused.status).toBe(401);
        expect(reused.body).toEqual({ message: 'Deze link is ongeldig of verlopen' });
        expect((await api.get('/specializations?limit=1', { token: newToken })).status).toBe(401);
        const third = await api.post('/auth/refresh', { refresh_token: second.body.refresh_token });
        expect(third.status).toBe(401);
      });

      it('logs out: the access and refresh token of that session stop, other sessions stay', async () => {
        const session = (await login(demoEmails.admin)).body;
        const other = (await login(demoEmails.admin)).body;
        const out = await api.post('/auth/logout', undefined, { token: session.access_token });
        expect(out.status).toBe(204);
        const after = await api.get('/specializations?limit=1', { token: session.access_token });
        expect(after.status).toBe(401);
        expect(
          (await api.post('/auth/refresh', { refresh_token: session.refresh_token })).status,
        ).toBe(401);
        expect(
          (await api.get('/specializations?limit=1', { token: other.access_token })).status,
        ).toBe(200);
      });
    },
  );
}
