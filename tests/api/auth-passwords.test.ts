// Forgotten password, reset and activation through real HTTP, with mails received over real SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { hashToken } from '../../gateway/src/v1/shared/tokens.ts';
import { type ApiServer, passwordlessUsers } from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type SeededGateway, startSeededGateway } from '../support/seeded-gateway.ts';
import { type SmtpSink, startSmtpSink, tokenFromMail } from '../support/smtp-sink.ts';

const PUBLIC_URL = 'https://zorgevaluatie.test';
const OLD_PASSWORD = 'Oud-Wachtwoord-1';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-2';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth passwords and activation', target),
    () => {
      let smtp: SmtpSink;
      let server: ApiServer;
      let v1: SeededGateway['v1'];
      /** Seeded active users that have no password yet, handed out one per test. */
      let fresh: { id: number; email: string; name: string }[];

      const takeUser = () => {
        const user = fresh.shift();
        if (!user) throw new Error('no seeded user without a password left');
        return user;
      };
      const givePassword = async (id: number, password: string) => {
        await server.database.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(password) })
          .where('id', '=', id)
          .execute();
      };
      const login = (email: string, password: string) =>
        v1.anonymous.post('/auth/login', { email, password });
      const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
        v1.anonymous.post('/auth/reset-password', {
          token,
          password,
          password_confirmation: confirmation,
        });
      const requestReset = async (email: string, locale = 'nl') => {
        const response = await v1.anonymous.post('/auth/forgot-password', { email }, { locale });
        expect(response.status).toBe(202);
        return tokenFromMail(await smtp.waitForMail(email));
      };

      beforeAll(async () => {
        smtp = await startSmtpSink();
        ({ server, v1 } = await startSeededGateway(target, {
          env: {
            SMTP_URL: smtp.url,
            PUBLIC_URL,
            RATE_LIMIT_LOGIN_PER_IP: '1000',
            RATE_LIMIT_FORGOT_PER_IP: '1000',
          },
        }));
        fresh = await passwordlessUsers(server.database.db, 10);
      });
      afterAll(async () => {
        await server?.close();
        await smtp?.close();
      });

      it('answers 202 for a known and an unknown address; only the known one gets a mail', async () => {
        const user = takeUser();
        await givePassword(user.id, OLD_PASSWORD);
        const unknown = await v1.anonymous.post('/auth/forgot-password', {
          email: 'onbekend@example.org',
        });
        expect(unknown.status).toBe(202);
        const known = await v1.anonymous.post('/auth/forgot-password', {
          email: user.email.toUpperCase(),
        });
        expect(known.status).toBe(202);
        expect(known.body).toEqual(unknown.body);
        expect(known.body).toEqual({
          message:
            'Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord in te stellen',
        });

        const mail = await smtp.waitForMail(user.email);
        expect(mail.subject).toBe('Nieuw wachtwoord instellen voor Zorgevaluatie Nederland');
        expect(mail.parsed.from?.text).toContain('no-reply@zorgevaluatie.example');
        expect(mail.text).toContain(`Beste ${user.name},`);
        expect(mail.text).toContain('60 minuten');
        expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
        expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(smtp.mailsTo('onbekend@example.org')).toHaveLength(0);

        // Following the link sets the password: the new one works, the old one no longer does.
        const token = tokenFromMail(mail);
        const before = await login(user.email, OLD_PASSWORD);
        expect(before.status).toBe(200);
        const done = await reset(token);
        expect(done.status).toBe(200);
        expect(done.body).toEqual({ message: 'Uw wachtwoord is ingesteld, u kunt nu inloggen' });
        expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
        expect((await login(user.email, OLD_PASSWORD)).status).toBe(401);
        // The session of before the reset has ended.
        const oldToken = (before.body as { access_token: string }).access_token;
        expect(
          (await v1.anonymous.get('/specializations?limit=1', { token: oldToken })).status,
        ).toBe(401);

        // The link works once.
        const again = await reset(token, 'Derde-Wachtwoord-3');
        expect(again.status).toBe(422);
        expect(again.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { token: ['Deze link is ongeldig of verlopen'] },
        });
      });

      it('mails in English for Accept-Language en; a newer request revokes the older link', async () => {
        const user = takeUser();
        const first = await requestReset(user.email, 'en');
        const second = await requestReset(user.email, 'en');
        const mails = smtp.mailsTo(user.email);
        expect(mails[0]?.subject).toBe('Set a new password for Zorgevaluatie Nederland');
        expect(mails[0]?.text).toContain(`Dear ${user.name},`);
        expect(mails[0]?.text).toContain('expires in 60 minutes');
        const stale = await reset(first, NEW_PASSWORD);
        expect(stale.status).toBe(422);
        expect((await reset(second)).status).toBe(200);
        expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
      });

      it('refuses an expired token', async () => {
        const user = takeUser();
        const token = await requestReset(user.email);
        await server.database.db
          .updateTable('auth_tokens')
          .set({ expires_at: new Date(Date.now() - 60_000) })
          .where('token_hash', '=', hashToken(token))
          .execute();
        const response = await reset(token);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          errors: { token: ['Deze link is ongeldig of verlopen'] },
        });
        const unknown = await reset('zvp_bestaat-niet', NEW_PASSWORD);
        expect(unknown.body).toMatchObject({
          errors: { token: ['Deze link is ongeldig of verlopen'] },
        });
      });

      it('checks every password rule and the confirmation; a refused attempt keeps the token', async () => {
        const user = takeUser();
        const token = await requestReset(user.email);
        const weak = await reset(token, 'abc', 'abd');
        expect(weak.status).toBe(422);
        expect(weak.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: {
            password: [
              'Het wachtwoord moet minimaal één hoofdletter bevatten',
              'Het wachtwoord moet minimaal 8 tekens lang zijn',
              'Het wachtwoord moet minimaal één cijfer bevatten',
              'Het wachtwoord moet minimaal één speciaal teken bevatten',
            ],
            password_confirmation: ['De wachtwoorden komen niet overeen'],
          },
        });
        const upper = await reset(token, 'ABCDEFGH');
        expect(upper.body).toMatchObject({
          errors: {
            password: [
              'Het wachtwoord moet minimaal één kleine letter bevatten',
              'Het wachtwoord moet minimaal één cijfer bevatten',
              'Het wachtwoord moet minimaal één speciaal teken bevatten',
            ],
          },
        });
        const empty = await v1.anonymous.post(
          '/auth/reset-password',
          { password: '' },
          { locale: 'en' },
        );
        expect(empty.body).toMatchObject({
          errors: { token: ['Required'], password: ['Password is required'] },
        });
        const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
        expect(mismatch.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { password_confirmation: ['De wachtwoorden komen niet overeen'] },
        });
        expect((await reset(token)).status).toBe(200);
      });

      it('refuses common, breached-pattern and personal passwords with a field message in nl and en', async () => {
        const user = takeUser();
        const token = await requestReset(user.email);
        const common = 'Welkom01!';
        expect((await reset(token, common)).body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: {
            password: ['Dit wachtwoord is te bekend of te makkelijk te raden; kies een ander'],
          },
        });
        const leet = await v1.anonymous.post(
          '/auth/reset-password',
          { token, password: 'P@ssw0rd2024!', password_confirmation: 'P@ssw0rd2024!' },
          { locale: 'en' },
        );
        expect(leet.body).toMatchObject({
          errors: {
            password: ['This password is too common or too easy to guess; choose another'],
          },
        });
        const localPart = user.email.split('@')[0] ?? '';
        const personal = `${localPart.slice(0, 1).toUpperCase()}${localPart.slice(1)}-9x!`;
        expect((await reset(token, personal)).body).toMatchObject({
          errors: {
            password: ['Het wachtwoord mag uw e-mailnaam of de naam Zorgevaluatie niet bevatten'],
          },
        });
        expect((await reset(token, 'Zorgevaluatie-2026!')).status).toBe(422);
        // The token survived the refusals.
        expect((await reset(token)).status).toBe(200);
      });

      it('lets an admin mail an activation link; the user sets a password and logs in', async () => {
        const user = takeUser();
        expect((await login(user.email, NEW_PASSWORD)).status).toBe(401);
        const sent = await v1.admin.post(`/activations/${user.id}/send`);
        expect(sent.status).toBe(202);
        expect(sent.body).toEqual({ message: 'De activatiemail is verstuurd' });
        const mail = await smtp.waitForMail(user.email);
        expect(mail.subject).toBe('Activeer uw account bij Zorgevaluatie Nederland');
        expect(mail.text).toContain('7 dagen');
        expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
        expect((await reset(tokenFromMail(mail))).status).toBe(200);
        expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
        const row = await server.database.db
          .selectFrom('users')
          .select('activated_at')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(row.activated_at).not.toBeNull();
      });

      it('sends activations for admins only: 401 anonymous, 403 editor and researcher, 404, 409', async () => {
        const user = takeUser();
        const path = `/activations/${user.id}/send`;
        const anonymous = await v1.anonymous.post(path);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ message: 'Niet ingelogd' });
        for (const role of ['editor', 'researcher'] as const) {
          const refused = await v1[role].post(path, undefined, { locale: 'en' });
          expect(refused.status).toBe(403);
          expect(refused.body).toEqual({ message: 'Forbidden' });
        }
        expect((await v1.admin.post('/activations/999999/send')).status).toBe(404);
        expect((await v1.admin.post('/activations/abc/send')).status).toBe(404);
        const inactive = await server.database.db
          .selectFrom('users')
          .select('id')
          .where('is_active', '=', false)
          .executeTakeFirstOrThrow();
        const refused = await v1.admin.post(`/activations/${inactive.id}/send`);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ message: 'Dit account is niet actief' });
        expect(smtp.mailsTo(user.email)).toHaveLength(0);
        // Demo accounts keep their password throughout.
        expect((await login(demoEmails.editor, DEMO_PASSWORD)).status).toBe(200);
      });
    },
  );
}
