// POST /v1/auth/password: a signed-in user changes their own password with the current one. The
// session that asks keeps working; every other session and outstanding mailed link is revoked.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../credentials/passwords.ts';
import { historyRecordAt, recordWrite } from '../shared/history/recorder.ts';
import { answers, noContent } from '../shared/answers.ts';
import { invalidField, unauthenticated } from '../shared/http-errors.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { password, withPasswordConfirmation } from '../shared/rules.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize, bearerToken } from '../shared/viewer.ts';
import type { AuthLimits } from './rate-limits.ts';
import { passwordAndEmailOf, storePassword } from './repository.ts';
import { sessionFamilyOf } from './session-tokens.ts';
import { refuseWeakPassword } from './weak-passwords.ts';

export const changePasswordBody = withPasswordConfirmation(
  z.object({
    current_password: z
      .string({ error: 'validation.password.required' })
      .min(1, { error: 'validation.password.required' })
      .max(200),
    password,
    password_confirmation: z.string({ error: 'validation.required' }),
  }),
).superRefine((value, context) => {
  // Both are the caller's own input, so this check reveals nothing about the stored password.
  if (value.current_password !== '' && value.password === value.current_password) {
    context.addIssue({ code: 'custom', path: ['password'], message: 'auth.samePassword' });
  }
});

export function changePasswordRoutes(
  app: FastifyInstance,
  { db }: V1Options,
  limits: AuthLimits,
): void {
  app.post(
    '/auth/password',
    {
      config: { rateLimit: limits.loginPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (204; other sessions end, this one goes on)',
        body: changePasswordBody,
        response: answers({ 204: noContent }, [429]),
      },
    },
    async (request, reply) => {
      authorize(request.viewer, 'authenticated');
      const viewer = request.viewer;
      const family = await sessionFamilyOf(db, bearerToken(request.headers.authorization) ?? '');
      if (!viewer || !family) throw unauthenticated();
      const input = parseBody(changePasswordBody, request.body);
      await limits.passwordChangePerUser.check(request, reply);
      const user = await passwordAndEmailOf(db, viewer.id);
      if (
        !user.password_hash ||
        !(await verifyPassword(user.password_hash, input.current_password))
      ) {
        // Only wrong guesses count, as for login.
        await limits.passwordChangePerUser.count(request);
        throw invalidField('current_password', 'auth.wrongCurrentPassword');
      }
      refuseWeakPassword(input.password, user.email);
      const hash = await hashPassword(input.password);
      // The history names the change on the account, never the password or its hash.
      await recordWrite(contextOf(request, db), {
        record: historyRecordAt(app.historyRecords, '/users'),
        id: viewer.id,
        action: 'update',
        noted: [{ field: 'password' }],
        write: ({ db: trx }) => storePassword(trx, viewer.id, hash, family),
      });
      return reply.code(204).send();
    },
  );
}
