// Outgoing mail: over SMTP when SMTP_URL is set, else as .eml files in DATA_DIR/outbox for developers.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The part of a pino/Fastify logger the mailer uses. */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
}

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>;

const silentLogger: MailLogger = { info: () => {} };

/** The first web link of a text, so a developer can open a mailed link straight from the log. */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"')]+/.exec(text)?.[0];
}

/** A sortable, collision-free file name: time of writing plus a random suffix. */
function outboxFileName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomUUID().slice(0, 8)}.eml`;
}

export function createMailer(config: MailerConfig, logger: MailLogger = silentLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
        // No link in this log line: a mailed link carries a secret token.
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      },
      async close() {
        transport.close();
      },
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  // The stream transport builds the complete RFC 822 message without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      const content = info.message;
      if (!Buffer.isBuffer(content)) throw new Error('the stream transport returned no buffer');
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName());
      await fs.writeFile(file, content);
      logger.info(
        { to: message.to, subject: message.subject, file, link: firstLink(message.text) },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    async close() {
      transport.close();
    },
  };
}
