// Without SMTP_URL a mail is written as an .eml file to DATA_DIR/outbox, and its link is logged.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, startApiServer } from '../support/api-server.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { waitForOutboxMail } from '../support/mail-outbox.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth mail outbox', target),
    () => {
      let server: ApiServer;

      beforeAll(async () => {
        server = await startApiServer(target, {
          seed: true,
          env: {
            PUBLIC_URL: 'http://localhost:5173',
            MAIL_FROM: 'Test <test@zorgevaluatie.example>',
          },
        });
      });
      afterAll(() => server?.close());

      it('writes the reset mail as an .eml file to DATA_DIR/outbox', async () => {
        const api = apiClient(server.baseUrl);
        const response = await api.post(
          '/auth/forgot-password',
          { email: demoEmails.researcher },
          { locale: 'en' },
        );
        expect(response.status).toBe(202);
        const { mail } = await waitForOutboxMail(
          path.join(server.dataDir, 'outbox'),
          demoEmails.researcher,
          { timeoutMs: 10_000 },
        );
        expect(mail.subject).toBe('Set a new password for Zorgevaluatie Nederland');
        expect(mail.from?.value[0]).toMatchObject({
          name: 'Test',
          address: 'test@zorgevaluatie.example',
        });
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        expect(to?.text).toBe(demoEmails.researcher);
        expect(mail.text).toMatch(/http:\/\/localhost:5173\/reset-password\?token=zvp_[\w-]+/);
        expect(typeof mail.html === 'string' && mail.html.includes('<a href=')).toBe(true);
      });
    },
  );
}
