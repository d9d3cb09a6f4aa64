// The gateway's mail outbox (DATA_DIR/outbox: each mail an .eml file when no SMTP_URL is set), read
// by API and browser tests: a mail is written a moment after the request that sends it, so a test
// waits for it (tests/helpers/wait-until.ts) instead of reading the folder once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { waitUntil } from './wait-until.ts';

export interface OutboxMail {
  /** The .eml file's name in the outbox. */
  file: string;
  mail: ParsedMail;
}

async function mailTo(
  outbox: string,
  address: string,
  skip: ReadonlySet<string>,
): Promise<OutboxMail | undefined> {
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml') && !skip.has(name)).sort()) {
    const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
    const to = Array.isArray(mail.to) ? mail.to.flatMap((entry) => entry.value) : mail.to?.value;
    if (to?.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()))
      return { file, mail };
  }
  return undefined;
}

/** Waits (at most `timeoutMs`) for a mail to `address` in `outbox` whose file is not in `skip`. */
export async function waitForOutboxMail(
  outbox: string,
  address: string,
  options: { timeoutMs: number; skip?: ReadonlySet<string> },
): Promise<OutboxMail> {
  const found = await waitUntil(
    () => mailTo(outbox, address, options.skip ?? new Set()),
    (mail) => mail !== undefined,
    { timeoutMs: options.timeoutMs, intervalMs: 100, what: `a mail to ${address} in ${outbox}` },
  );
  return found as OutboxMail;
}
