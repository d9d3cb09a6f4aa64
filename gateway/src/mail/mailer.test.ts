// The outbox mailer (no SMTP_URL) and the mail templates, without a server.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, firstLink } from './mailer.ts';
import { escapeHtml, formatDuration, renderMail } from './templates.ts';

describe('createMailer without SMTP_URL', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file to DATA_DIR/outbox and logs its first link', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-mail-'));
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: 'ZEN <no-reply@zorgevaluatie.example>', dataDir },
      { info: (details, message) => logged.push({ details, message }) },
    );
    const content = renderMail('activation', 'nl', {
      name: 'Anna de Vries',
      link: 'https://zorgevaluatie.test/reset-password?token=zvi_abc',
      validForMinutes: 7 * 24 * 60,
    });
    await mailer.send({ to: 'anna@example.org', ...content });
    await mailer.send({ to: 'bob@example.org', ...content });
    await mailer.close();

    const files = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const mail = await simpleParser(
      await fs.readFile(path.join(dataDir, 'outbox', files[0] ?? '')),
    );
    expect(mail.subject).toBe('Activeer uw account bij Zorgevaluatie Nederland');
    expect(mail.from?.value[0]?.address).toBe('no-reply@zorgevaluatie.example');
    expect(mail.text).toContain('Beste Anna de Vries,');
    expect(mail.text).toContain('7 dagen');
    expect(logged[0]?.details).toMatchObject({
      to: 'anna@example.org',
      link: 'https://zorgevaluatie.test/reset-password?token=zvi_abc',
    });
  });
});

describe('mail templates', () => {
  it('escapes names in the HTML part and keeps the plain text as is', () => {
    const content = renderMail('passwordReset', 'en', {
      name: '<b>Eve</b> & "co"',
      link: 'https://zorgevaluatie.test/reset-password?token=zvp_x&y',
      validForMinutes: 60,
    });
    expect(content.text).toContain('Dear <b>Eve</b> & "co",');
    expect(content.html).toContain('Dear &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(content.html).toContain(
      'href="https://zorgevaluatie.test/reset-password?token=zvp_x&amp;y"',
    );
    expect(content.html).not.toContain('<b>Eve</b>');
  });

  it('formats durations in Dutch and English', () => {
    expect(formatDuration(60, 'nl')).toBe('60 minuten');
    expect(formatDuration(1440, 'nl')).toBe('1 dag');
    expect(formatDuration(7 * 1440, 'en')).toBe('7 days');
    expect(escapeHtml("'")).toBe('&#39;');
    expect(firstLink('Open https://a.example/x?y=1 now, or http://b.example')).toBe(
      'https://a.example/x?y=1',
    );
  });
});
