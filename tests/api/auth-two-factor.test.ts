// Two-factor sign-in (TOTP) through real HTTP: set-up for admins and editors only, a login that
// answers a challenge, codes accepted once, recovery codes used up, rate limits, turning it off.
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { hashToken } from '../../gateway/src/v1/shared/tokens.ts';
import { apiClient, passwordlessUser, type V1Client } from '../support/api-server.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const PASSWORD = 'Twee-Stappen-38';
const ACCOUNT_LIMIT = 6;
const WRONG = 'Deze code is onjuist of al gebruikt';

type Challenge = { two_factor_required: boolean; challenge_token: string; expires_in: number };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth two-factor sign-in', target),
    () => {
      const gateway = useSeededGateway(target, {
        env: {
          RATE_LIMIT_LOGIN_PER_ACCOUNT: String(ACCOUNT_LIMIT),
          RATE_LIMIT_LOGIN_PER_IP: '1000',
          TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        },
      });
      let editor: { id: number; email: string };
      let session: V1Client;
      let secret = '';
      let recoveryCodes: string[] = [];

      /** The code of the secret `steps` periods from now. */
      const codeAt = (steps = 0) =>
        new TOTP({ secret, digits: 6, period: 30 }).generate({
          timestamp: Date.now() + steps * 30_000,
        });
      const login = () =>
        gateway.v1.anonymous.post<Challenge & { access_token?: string }>('/auth/login', {
          email: editor.email,
          password: PASSWORD,
        });
      const secondStep = (challenge: string, code: string) =>
        gateway.v1.anonymous.post<{ access_token: string }>('/auth/login/two-factor', {
          challenge_token: challenge,
          code,
        });

      beforeAll(async () => {
        // A seeded user made an editor with a password, for this file alone.
        editor = await passwordlessUser(gateway.server.database.db);
        const editorRole = await gateway.server.database.db
          .selectFrom('roles')
          .select('id')
          .where('name', '=', 'editor')
          .executeTakeFirstOrThrow();
        await gateway.server.database.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(PASSWORD), role_id: editorRole.id })
          .where('id', '=', editor.id)
          .execute();
        const pair = (await login()).body as unknown as { access_token: string };
        session = apiClient(gateway.server.baseUrl, { token: pair.access_token });
      });

      it('is for admins and editors: 401 for visitors, 403 for researchers', async () => {
        expect((await gateway.v1.anonymous.post('/auth/two-factor/setup')).status).toBe(401);
        expect((await gateway.v1.researcher.post('/auth/two-factor/setup')).status).toBe(403);
        expect(
          (await gateway.v1.researcher.post('/auth/two-factor/confirm', { code: '123456' })).status,
        ).toBe(403);
        expect((await gateway.v1.researcher.get('/auth/two-factor')).body).toEqual({
          enabled: false,
          available: false,
          recovery_codes_left: 0,
        });
      });

      it('sets up with a QR code, confirms with a code and answers ten recovery codes once', async () => {
        const setup = await session.post<{ secret: string; otpauth_uri: string; qr_code: string }>(
          '/auth/two-factor/setup',
        );
        expect(setup.status).toBe(200);
        secret = setup.body.secret;
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Zorgevaluatie:/);
        expect(setup.body.otpauth_uri).toContain(`secret=${secret}`);
        expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

        const wrong = await session.post('/auth/two-factor/confirm', { code: '000000' }, {});
        expect(wrong.status).toBe(422);
        expect(wrong.body).toMatchObject({ errors: { code: [WRONG] } });
        expect((await session.get('/auth/two-factor')).body).toMatchObject({ enabled: false });

        const confirmed = await session.post<{ recovery_codes: string[] }>(
          '/auth/two-factor/confirm',
          { code: codeAt() },
        );
        expect(confirmed.status).toBe(200);
        recoveryCodes = confirmed.body.recovery_codes;
        expect(recoveryCodes).toHaveLength(10);
        expect(new Set(recoveryCodes).size).toBe(10);
        expect((await session.get('/auth/two-factor')).body).toEqual({
          enabled: true,
          available: true,
          recovery_codes_left: 10,
        });
        // Not again, and the secret is stored encrypted, never as it was shown.
        expect((await session.post('/auth/two-factor/setup')).status).toBe(409);
        const stored = await gateway.server.database.db
          .selectFrom('users')
          .select('totp_secret')
          .where('id', '=', editor.id)
          .executeTakeFirstOrThrow();
        expect(stored.totp_secret).toMatch(/^gcm:/);
        expect(stored.totp_secret).not.toContain(secret);
      });

      it('answers a challenge instead of tokens; a code finishes the login once, never replayed', async () => {
        const first = await login();
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({
          two_factor_required: true,
          expires_in: 300,
          message: 'Tweestapsverificatie: vul een code in om het inloggen af te ronden',
        });
        expect(first.body.access_token).toBeUndefined();
        // The code that confirmed the set-up belongs to a time step already used.
        const replayed = await secondStep(first.body.challenge_token, codeAt());
        expect(replayed.status).toBe(422);
        expect(replayed.body).toMatchObject({ errors: { code: [WRONG] } });
        // The next step's code (within the allowed drift) works, once.
        const nextCode = codeAt(1);
        const done = await secondStep(first.body.challenge_token, nextCode);
        expect(done.status).toBe(200);
        expect(done.body.access_token).toMatch(/^zva_/);
        const token = done.body.access_token;
        expect(
          (await gateway.v1.anonymous.get('/users?filter[current]=true', { token })).status,
        ).toBe(200);
        // The challenge is spent; a new one does not take the same code again.
        expect((await secondStep(first.body.challenge_token, nextCode)).status).toBe(401);
        const second = await login();
        expect((await secondStep(second.body.challenge_token, nextCode)).status).toBe(422);
      });

      it('takes each recovery code once, and refuses an expired challenge', async () => {
        const [code] = recoveryCodes;
        if (!code) throw new Error('no recovery code');
        const first = await login();
        const done = await secondStep(first.body.challenge_token, code.toUpperCase());
        expect(done.status).toBe(200);
        const again = await login();
        expect((await secondStep(again.body.challenge_token, code)).status).toBe(422);
        expect((await session.get('/auth/two-factor')).body).toMatchObject({
          recovery_codes_left: 9,
        });

        await gateway.server.database.db
          .updateTable('auth_tokens')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('token_hash', '=', hashToken(again.body.challenge_token))
          .execute();
        const expired = await secondStep(again.body.challenge_token, recoveryCodes[1] ?? '');
        expect(expired.status).toBe(401);
        expect(expired.body).toEqual({ message: 'Deze inlogpoging is verlopen; log opnieuw in' });
      });

      it('turns off only with a code or the password', async () => {
        expect((await session.post('/auth/two-factor/disable', {})).body).toMatchObject({
          errors: { code: ['Vul een code of uw wachtwoord in'] },
        });
        const wrongPassword = await session.post('/auth/two-factor/disable', {
          password: 'Niet-Het-Wachtwoord-1',
        });
        expect(wrongPassword.status).toBe(422);
        expect(wrongPassword.body).toMatchObject({
          errors: { password: ['Het huidige wachtwoord is onjuist'] },
        });
        expect(
          (await session.post('/auth/two-factor/disable', { password: PASSWORD })).status,
        ).toBe(204);
        const plain = await login();
        expect(plain.body.access_token).toMatch(/^zva_/);
        expect(
          (await session.post('/auth/two-factor/disable', { password: PASSWORD })).status,
        ).toBe(409);
      });

      it('limits wrong codes per account like failed logins (429, then even a right code)', async () => {
        const setup = await session.post<{ secret: string }>('/auth/two-factor/setup');
        secret = setup.body.secret;
        const confirmed = await session.post('/auth/two-factor/confirm', { code: codeAt() });
        expect(confirmed.status).toBe(200);
        const { challenge_token } = (await login()).body;
        let status = 0;
        for (let attempt = 0; attempt <= ACCOUNT_LIMIT && status !== 429; attempt++) {
          status = (await secondStep(challenge_token, '999999')).status;
        }
        expect(status).toBe(429);
        expect((await secondStep(challenge_token, codeAt(1))).status).toBe(429);
      });
    },
  );
}
