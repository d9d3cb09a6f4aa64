// Without SMTP_URL a mail is written as an .eml file to DATA_DIR/outbox, and its link is logged.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, startApiServer } from '../helpers/api-server.ts';
import { demoEmails } from '../helpers/demo-accounts.ts';

async function waitForOutboxFile(outbox: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    const eml = files.find((file) => file.endsWith('.eml'));
    if (eml) return path.join(outbox, eml);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no .eml file in ${outbox} within ${timeoutMs} ms`);
}

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
        const file = await waitForOutboxFile(path.join(server.dataDir, 'outbox'));
        const mail = await simpleParser(await fs.readFile(file));
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
