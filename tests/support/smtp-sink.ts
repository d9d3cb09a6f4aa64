// A real SMTP server on a free local port that keeps every mail it receives, parsed, for tests.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ReceivedMail[];
  /** The next mail to this address not yet taken by an earlier call; waits for it to arrive. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails received for this address (taken or not). */
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    // The certificate bundled with smtp-server has expired: plain SMTP only, no login needed.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            parsed,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  const nextUntaken = (to: string) => mailsTo(to).find((mail) => !taken.has(mail));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    waitForMail(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const take = () => {
          const mail = nextUntaken(to);
          if (!mail) return false;
          taken.add(mail);
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const listener = () => {
          take();
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(listener);
        take();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first /reset-password link in a mail's text. */
export function tokenFromMail(mail: ReceivedMail): string {
  const match = /\/reset-password\?token=([^\s&"<>]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
