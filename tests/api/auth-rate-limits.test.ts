// Rate limits of login and forgot-password (per account e-mail and per client address), with small
// limits from the environment: 429 with a localised message and Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, startApiServer, type V1Client } from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth rate limits', target),
    () => {
      let smtp: SmtpSink;
      let server: ApiServer;
      let api: V1Client;

      beforeAll(async () => {
        smtp = await startSmtpSink();
        server = await startApiServer(target, {
          seed: true,
          env: {
            SMTP_URL: smtp.url,
            RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
            RATE_LIMIT_LOGIN_PER_IP: '7',
            RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
            RATE_LIMIT_FORGOT_PER_IP: '6',
            RATE_LIMIT_WINDOW_MS: '600000',
          },
        });
        api = apiClient(server.baseUrl);
      });
      afterAll(async () => {
        await server?.close();
        await smtp?.close();
      });

      it('limits failed logins per account, then per address', async () => {
        const login = (email: string, password: string, locale = 'nl') =>
          api.post('/auth/login', { email, password }, { locale });
        // A successful login does not count against the account.
        expect((await login(demoEmails.admin, DEMO_PASSWORD)).status).toBe(200);
        for (let attempt = 1; attempt <= 3; attempt++) {
          expect((await login(demoEmails.admin, `Fout-${attempt}-wachtwoord`)).status).toBe(401);
        }
        // The account is locked for this window, even with the right password (and in any case).
        const locked = await login(demoEmails.admin.toUpperCase(), DEMO_PASSWORD);
        expect(locked.status).toBe(429);
        expect(locked.body).toEqual({ message: 'Te veel pogingen, probeer het later opnieuw' });
        const retryAfter = Number(locked.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(600);
        const english = await login(demoEmails.admin, DEMO_PASSWORD, 'en');
        expect(english.status).toBe(429);
        expect(english.body).toEqual({ message: 'Too many attempts, try again later' });

        // Another account still logs in, until the address has used its 7 attempts.
        expect((await login(demoEmails.editor, DEMO_PASSWORD)).status).toBe(200);
        const perAddress = await login(demoEmails.researcher, DEMO_PASSWORD);
        expect(perAddress.status).toBe(429);
        expect(perAddress.body).toEqual({ message: 'Te veel pogingen, probeer het later opnieuw' });
        expect(Number(perAddress.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      it('limits forgot-password per e-mail (known or not alike), then per address', async () => {
        const forgot = (email: string) => api.post('/auth/forgot-password', { email });
        for (const email of [demoEmails.editor, 'onbekend@example.org']) {
          expect((await forgot(email)).status).toBe(202);
          expect((await forgot(email)).status).toBe(202);
          const limited = await forgot(email);
          expect(limited.status).toBe(429);
          expect(limited.body).toEqual({ message: 'Te veel pogingen, probeer het later opnieuw' });
          expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
          if (email === 'onbekend@example.org') {
            // The seventh request from this address: past its 6.
            const fresh = await forgot(demoEmails.researcher);
            expect(fresh.status).toBe(429);
          }
        }
        // Only the two allowed requests for the known address were mailed.
        await smtp.waitForMail(demoEmails.editor);
        await smtp.waitForMail(demoEmails.editor);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(smtp.mailsTo(demoEmails.editor)).toHaveLength(2);
        expect(smtp.mailsTo(demoEmails.researcher)).toHaveLength(0);
      });
    },
  );
}
