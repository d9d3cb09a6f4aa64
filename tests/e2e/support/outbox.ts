// The gateway's mail outbox (DATA_DIR/outbox, .eml files when no SMTP_URL is set) for browser
// specs: wait for a mail to an address and take the token of its /reset-password link.
import path from 'node:path';
import { waitForOutboxMail } from '../../support/mail-outbox.ts';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits (up to 10 s) for a mail to `address`; returns its text. */
export async function waitForMailText(address: string): Promise<string> {
  const { mail } = await waitForOutboxMail(outbox(), address, { timeoutMs: 10_000 });
  return mail.text ?? '';
}

export function resetTokenOf(mailText: string): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(mailText);
  if (!match?.[1]) throw new Error('no link in the mail');
  return decodeURIComponent(match[1]);
}
