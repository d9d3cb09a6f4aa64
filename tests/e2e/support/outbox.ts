// The gateway's mail outbox (DATA_DIR/outbox, .eml files when no SMTP_URL is set) for browser
// specs: wait for a mail to an address and take the token of its /reset-password link.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits (up to 10 s) for a mail to `address`; returns its text. */
export async function waitForMailText(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outbox()).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox(), file)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.value.some((entry) => entry.address === address)) return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} in ${outbox()}`);
}

export function resetTokenOf(mailText: string): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(mailText);
  if (!match?.[1]) throw new Error('no link in the mail');
  return decodeURIComponent(match[1]);
}
