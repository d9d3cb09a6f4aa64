// POST /v1/activations/{id}/send: an admin mails a user a one-time link to set a first password.
import type { FastifyInstance } from 'fastify';
import { renderMail } from '../../mail/templates.ts';
import { answers, messageAnswer } from '../shared/answers.ts';
import { localeOf } from '../shared/error-handler.ts';
import { HttpError, notFound } from '../shared/http-errors.ts';
import { translate } from '../shared/messages.ts';
import { idParams } from '../shared/path-params.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import { issueOneTimeToken, setPasswordLink, TOKEN_MINUTES } from './one-time-tokens.ts';
import { mailRecipientById } from './repository.ts';

export function activationRoutes(app: FastifyInstance, { db, config, mailer }: V1Options): void {
  app.post(
    '/activations/:id/send',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a user a link to set a password and activate',
        // 409: the user is not active.
        response: answers({ 202: messageAnswer }, [403, 404, 409]),
      },
    },
    async (request, reply) => {
      authorize(request.viewer, ['admin']);
      const parsed = idParams.safeParse(request.params);
      // An id that is not a positive integer names no user.
      if (!parsed.success) throw notFound();
      const user = await mailRecipientById(db, parsed.data.id);
      if (!user) throw notFound();
      // An inactive user could not use the link (and could not log in after it).
      if (!user.is_active) throw new HttpError(409, 'auth.inactive');
      const token = await issueOneTimeToken(db, user.id, 'activation');
      const locale = localeOf(request);
      const content = renderMail('activation', locale, {
        name: user.name,
        link: setPasswordLink(config.publicUrl, token),
        validForMinutes: TOKEN_MINUTES.activation,
      });
      // Awaited: the admin learns at once when the mail could not be handed to the mail server.
      await mailer.send({ to: user.email, ...content });
      return reply.code(202).send({ message: translate(locale, 'auth.activationSent') });
    },
  );
}
