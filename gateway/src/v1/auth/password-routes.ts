// POST /v1/auth/forgot-password and /reset-password: a mailed one-time link to set a new password.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../credentials/passwords.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/templates.ts';
import { historyRecordAt, recordWrite } from '../shared/history/recorder.ts';
import { answers, messageAnswer } from '../shared/answers.ts';
import { localeOf } from '../shared/error-handler.ts';
import { invalidField } from '../shared/http-errors.ts';
import { type Locale, translate } from '../shared/messages.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { email, password, withPasswordConfirmation } from '../shared/rules.ts';
import type { V1Options } from '../shared/v1-module.ts';
import type { RunInBackground } from './background.ts';
import {
  issueOneTimeToken,
  setPasswordLink,
  setPasswordWithToken,
  TOKEN_MINUTES,
  usableTokenOwner,
} from './one-time-tokens.ts';
import type { AuthLimits } from './rate-limits.ts';
import { mailRecipientByEmail } from './repository.ts';
import { refuseWeakPassword } from './weak-passwords.ts';

const forgotBody = z.object({ email });
const resetBody = withPasswordConfirmation(
  z.object({
    token: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200),
    password,
    password_confirmation: z.string({ error: 'validation.required' }),
  }),
);

/** Mails a reset link to an active account with this e-mail; does nothing for any other address. */
async function mailResetLink(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  address: string,
  locale: Locale,
): Promise<void> {
  const user = await mailRecipientByEmail(db, address);
  if (!user?.is_active) return;
  const token = await issueOneTimeToken(db, user.id, 'password_reset');
  const content = renderMail('passwordReset', locale, {
    name: user.name,
    link: setPasswordLink(publicUrl, token),
    validForMinutes: TOKEN_MINUTES.password_reset,
  });
  await mailer.send({ to: user.email, ...content });
}

export function passwordRoutes(
  app: FastifyInstance,
  { db, config, mailer }: V1Options,
  limits: AuthLimits,
  runInBackground: RunInBackground,
): void {
  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: limits.forgotPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Mail a link to set a new password (always 202)',
        response: answers({ 202: messageAnswer }, [429]),
      },
    },
    async (request, reply) => {
      const input = parseBody(forgotBody, request.body);
      await limits.forgotPerAccount.hit(request, reply);
      const locale = localeOf(request);
      // Looking the account up, issuing the token and mailing all happen after answering, so the
      // answer and its timing are the same whether or not the address belongs to an account.
      runInBackground(request.log, 'password reset mail', () =>
        mailResetLink(db, mailer, config.publicUrl, input.email, locale),
      );
      return reply.code(202).send({ message: translate(locale, 'auth.resetRequested') });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: limits.resetPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed one-time token',
        // 422: a token that does not work, or a password the rules refuse.
        response: answers({ 200: messageAnswer }, [429]),
      },
    },
    async (request) => {
      const input = parseBody(resetBody, request.body);
      // Checked before hashing, so a bad token costs no argon2 work.
      const owner = await usableTokenOwner(db, input.token);
      if (owner === undefined) throw invalidField('token', 'auth.invalidToken');
      refuseWeakPassword(input.password, owner.email);
      const passwordHash = await hashPassword(input.password);
      // The history names the change on the account (no one is signed in), never the password.
      await recordWrite(contextOf(request, db), {
        record: historyRecordAt(app.historyRecords, '/users'),
        id: owner.id,
        action: 'update',
        noted: [{ field: 'password' }],
        write: async ({ db: trx }) => {
          if (!(await setPasswordWithToken(trx, input.token, passwordHash)))
            throw invalidField('token', 'auth.invalidToken');
        },
      });
      return { message: translate(localeOf(request), 'auth.passwordSet') };
    },
  );
}
