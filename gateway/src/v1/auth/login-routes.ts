// POST /v1/auth/login, /refresh and /logout: the session part of authentication.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { verifyPassword } from '../../auth/passwords.ts';
import type { V1Options } from '../plugin.ts';
import { HttpError } from '../shared/http-errors.ts';
import { parseBody } from '../shared/resource.ts';
import { email } from '../shared/rules.ts';
import { bearerToken } from '../shared/viewer.ts';
import type { AuthLimits } from './rate-limits.ts';
import { issueTokenPair, revokeSessionOf, rotateRefreshToken } from './session-tokens.ts';

const loginBody = z.object({
  email,
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(200),
});
const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });

// Verifying against a fixed hash when the account does not exist keeps the timing the same.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Efh8DRD8Cm0YgXGf4h4sXg$qOX+Hab1inKVZhEcnNSB1bE2VlPblslobWra9LdGuZg';

export function loginRoutes(app: FastifyInstance, { db }: V1Options, limits: AuthLimits): void {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: limits.loginPerIp },
      schema: { tags: ['auth'], summary: 'Log in with e-mail and password' },
    },
    async (request, reply) => {
      const input = parseBody(loginBody, request.body);
      await limits.loginPerAccount.check(request, reply);
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_active'])
        .where(sql<string>`lower(email)`, '=', input.email)
        .executeTakeFirst();
      const valid = await verifyPassword(user?.password_hash ?? DUMMY_HASH, input.password);
      if (!user?.password_hash || !valid) {
        // Only failures count per account, so a user who logs in often is never locked out.
        await limits.loginPerAccount.count(request);
        throw new HttpError(401, 'auth.invalidCredentials');
      }
      if (!user.is_active) throw new HttpError(403, 'auth.inactive');
      await db
        .updateTable('users')
        .set({ last_login_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      return issueTokenPair(db, user.id);
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { tags: ['auth'], summary: 'Exchange a refresh token for a new token pair' } },
    async (request) => {
      const input = parseBody(refreshBody, request.body);
      const pair = await rotateRefreshToken(db, input.refresh_token);
      if (!pair) throw new HttpError(401, 'auth.invalidToken');
      return pair;
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the current session' } },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token && request.viewer) await revokeSessionOf(db, token);
      return reply.code(204).send();
    },
  );
}
