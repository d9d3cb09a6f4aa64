// Changing one's own password while signed in (POST /v1/auth/password) through real HTTP: the
// current password is checked, the new one follows the rules of spec section 5, and afterwards
// only the asking session goes on (other sessions' tokens are refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import {
  type ApiServer,
  apiClient,
  passwordlessUsers,
  startApiServer,
  type V1Client,
} from '../support/api-server.ts';

const OLD_PASSWORD = 'Oud-Wachtwoord-1';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-2';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth/password (change while signed in)', target),
    () => {
      let server: ApiServer;
      let api: V1Client;
      /** Seeded active users without a password, given OLD_PASSWORD and handed out one per test. */
      let fresh: { id: number; email: string }[];

      const takeUser = async () => {
        const user = fresh.shift();
        if (!user) throw new Error('no seeded user without a password left');
        await server.database.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(OLD_PASSWORD) })
          .where('id', '=', user.id)
          .execute();
        return user;
      };
      const login = (email: string, password: string) =>
        api.post<Tokens>('/auth/login', { email, password });
      const signIn = async (email: string, password = OLD_PASSWORD) => {
        const response = await login(email, password);
        expect(response.status).toBe(200);
        return response.body;
      };
      const change = (
        token: string,
        body: Record<string, unknown>,
        locale = 'nl',
      ): ReturnType<typeof api.post<{ message: string; errors: Record<string, string[]> }>> =>
        api.post('/auth/password', body, { token, locale });
      const valid = {
        current_password: OLD_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };

      beforeAll(async () => {
        server = await startApiServer(target, {
          seed: true,
          env: { RATE_LIMIT_LOGIN_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' },
        });
        api = apiClient(server.baseUrl);
        fresh = await passwordlessUsers(server.database.db, 6);
      });
      afterAll(() => server?.close());

      it('is documented in the OpenAPI document with its body', async () => {
        const spec = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as {
          paths: Record<string, Record<string, { requestBody?: unknown }>>;
        };
        const body = spec.paths['/v1/auth/password']?.post?.requestBody as {
          content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
        };
        expect(Object.keys(body.content['application/json'].schema.properties)).toEqual([
          'current_password',
          'password',
          'password_confirmation',
        ]);
      });

      it('answers 401 without a session', async () => {
        const response = await api.post('/auth/password', valid);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Niet ingelogd' });
      });

      it('refuses a wrong current password with 422 on current_password, in nl and en', async () => {
        const user = await takeUser();
        const { access_token } = await signIn(user.email);
        const nl = await change(access_token, { ...valid, current_password: 'Fout-Wachtwoord-9' });
        expect(nl.status).toBe(422);
        expect(nl.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { current_password: ['Het huidige wachtwoord is onjuist'] },
        });
        const en = await change(access_token, { ...valid, current_password: 'x' }, 'en');
        expect(en.body.errors).toEqual({ current_password: ['The current password is incorrect'] });
        expect((await login(user.email, OLD_PASSWORD)).status).toBe(200);
      });

      it('checks the password rules, the confirmation and that the password changes', async () => {
        const user = await takeUser();
        const { access_token } = await signIn(user.email);
        const weak = await change(access_token, {
          current_password: OLD_PASSWORD,
          password: 'abc',
          password_confirmation: 'abd',
        });
        expect(weak.status).toBe(422);
        expect(weak.body.errors).toEqual({
          password: [
            'Het wachtwoord moet minimaal één hoofdletter bevatten',
            'Het wachtwoord moet minimaal 8 tekens lang zijn',
            'Het wachtwoord moet minimaal één cijfer bevatten',
            'Het wachtwoord moet minimaal één speciaal teken bevatten',
          ],
          password_confirmation: ['De wachtwoorden komen niet overeen'],
        });
        const english = await change(access_token, { ...valid, password: 'ABCDEFGH' }, 'en');
        expect(english.body.errors.password).toEqual([
          'The password needs at least one lowercase letter',
          'The password needs at least one digit',
          'The password needs at least one special character',
        ]);
        const empty = await change(access_token, {}, 'en');
        expect(empty.body.errors).toMatchObject({
          current_password: ['Password is required'],
          password: ['Password is required'],
        });
        const mismatch = await change(access_token, {
          ...valid,
          password_confirmation: `${NEW_PASSWORD}x`,
        });
        expect(mismatch.status).toBe(422);
        expect(mismatch.body.errors).toEqual({
          password_confirmation: ['De wachtwoorden komen niet overeen'],
        });
        const same = await change(access_token, {
          current_password: OLD_PASSWORD,
          password: OLD_PASSWORD,
          password_confirmation: OLD_PASSWORD,
        });
        expect(same.body.errors).toEqual({
          password: ['Het nieuwe wachtwoord moet verschillen van het huidige'],
        });
        expect((await login(user.email, OLD_PASSWORD)).status).toBe(200);
      });

      it('sets the password: 204, the new one logs in, the old one not; only this session goes on', async () => {
        const user = await takeUser();
        const other = await signIn(user.email);
        const current = await signIn(user.email);
        const response = await change(current.access_token, valid);
        expect(response.status).toBe(204);

        expect((await login(user.email, OLD_PASSWORD)).status).toBe(401);
        const fresh = await signIn(user.email, NEW_PASSWORD);
        expect(
          (await api.get('/users?filter[current]=true', { token: fresh.access_token })).status,
        ).toBe(200);

        // The asking session goes on, also through a refresh.
        const me = await api.get<{ data: { id: number }[] }>('/users?filter[current]=true', {
          token: current.access_token,
        });
        expect(me.status).toBe(200);
        expect(me.body.data[0]?.id).toBe(user.id);
        const refreshed = await api.post('/auth/refresh', { refresh_token: current.refresh_token });
        expect(refreshed.status).toBe(200);

        // Every other session has ended.
        expect(
          (await api.get('/users?filter[current]=true', { token: other.access_token })).status,
        ).toBe(401);
        expect(
          (await api.post('/auth/refresh', { refresh_token: other.refresh_token })).status,
        ).toBe(401);
      });

      it('limits wrong current passwords per user with 429', async () => {
        const user = await takeUser();
        const { access_token } = await signIn(user.email);
        const wrong = { ...valid, current_password: 'Fout-Wachtwoord-9' };
        for (let attempt = 0; attempt < 3; attempt += 1)
          expect((await change(access_token, wrong)).status).toBe(422);
        const limited = await change(access_token, valid);
        expect(limited.status).toBe(429);
        expect(limited.body).toEqual({ message: 'Te veel pogingen, probeer het later opnieuw' });
        // Another user is not affected.
        const someone = await takeUser();
        const theirs = await signIn(someone.email);
        expect((await change(theirs.access_token, valid)).status).toBe(204);
      });
    },
  );
}
