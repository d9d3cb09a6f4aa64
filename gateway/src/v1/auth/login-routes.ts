// POST /v1/auth/login, /login/two-factor, /refresh and /logout: the session part of authentication.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../../credentials/passwords.ts';
import type { SecretBox } from '../../credentials/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { answers, noContent } from '../shared/answers.ts';
import { localeOf } from '../shared/error-handler.ts';
import { HttpError } from '../shared/http-errors.ts';
import { translate } from '../shared/messages.ts';
import { parseBody } from '../shared/resource.ts';
import { email } from '../shared/rules.ts';
import { sessionPolicyOf } from '../shared/session-policy.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { bearerToken } from '../shared/viewer.ts';
import {
  challengeAnswer,
  type TokenPair,
  type TwoFactorChallenge,
  tokenPairAnswer,
} from './presenter.ts';
import { type AuthLimits, countAgainst, guessUnderLimit, loginSubject } from './rate-limits.ts';
import { loginAccount, recordLogin, rehashIfOutdated } from './repository.ts';
import { revokeSessionOf, rotateRefreshToken, startSession } from './session-tokens.ts';
import { wrongCode } from './two-factor-routes.ts';
import {
  acceptSecondFactor,
  CHALLENGE_SECONDS,
  challengeOwner,
  issueChallenge,
  spendChallenge,
} from './two-factor-store.ts';

const loginBody = z.object({
  email,
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(200),
});
const secondStepBody = z.object({
  challenge_token: z.string({ error: 'validation.required' }).min(1).max(200),
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(50),
});
const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });

// Verifying against a fixed hash when the account does not exist keeps the timing the same.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Efh8DRD8Cm0YgXGf4h4sXg$qOX+Hab1inKVZhEcnNSB1bE2VlPblslobWra9LdGuZg';

/** A complete login: recorded on the user, and a new session. */
async function signIn(db: Db, userId: number) {
  await recordLogin(db, userId);
  return startSession(db, userId);
}

export function loginRoutes(
  app: FastifyInstance,
  { db, config }: V1Options,
  limits: AuthLimits,
  box: SecretBox,
): void {
  const policy = sessionPolicyOf(config);

  app.post(
    '/auth/login',
    {
      config: { rateLimit: limits.loginPerIp },
      schema: {
        tags: ['auth'],
        summary:
          'Log in with e-mail and password: a token pair, or a two-factor challenge for /auth/login/two-factor',
        // 401: wrong e-mail or password; 403: the account is not active.
        response: answers({ 200: z.union([tokenPairAnswer, challengeAnswer]) }, [403, 429]),
      },
    },
    async (request, reply): Promise<TokenPair | TwoFactorChallenge> => {
      const input = parseBody(loginBody, request.body);
      const user = await loginAccount(db, input.email);
      countAgainst(request, loginSubject(input.email, user?.login_throttle_generation ?? 0));
      await limits.loginPerAccount.check(request, reply);
      const valid = await verifyPassword(user?.password_hash ?? DUMMY_HASH, input.password);
      if (!user?.password_hash || !valid) {
        // Only failures count per account, so a user who logs in often is never locked out.
        await limits.loginPerAccount.count(request);
        throw new HttpError(401, 'auth.invalidCredentials');
      }
      if (!user.is_active) throw new HttpError(403, 'auth.inactive');
      await rehashIfOutdated(db, user.id, user.password_hash, input.password);
      if (user.totp_enabled_at) {
        return {
          two_factor_required: true,
          challenge_token: await issueChallenge(db, user.id),
          expires_in: CHALLENGE_SECONDS,
          message: translate(localeOf(request), 'auth.twoFactorRequired'),
        };
      }
      return signIn(db, user.id);
    },
  );

  app.post(
    '/auth/login/two-factor',
    {
      config: { rateLimit: limits.loginPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with the challenge and an authenticator or recovery code',
        body: secondStepBody,
        // 401: the challenge is spent or expired; 422: a wrong code.
        response: answers({ 200: tokenPairAnswer }, [429]),
      },
    },
    async (request, reply): Promise<TokenPair> => {
      const input = parseBody(secondStepBody, request.body);
      const userId = await challengeOwner(db, input.challenge_token);
      if (userId === undefined) throw new HttpError(401, 'auth.twoFactorExpired');
      await guessUnderLimit(
        limits.twoFactorPerAccount,
        request,
        reply,
        userId,
        () => acceptSecondFactor(db, box, userId, input.code),
        wrongCode,
      );
      if (!(await spendChallenge(db, input.challenge_token))) {
        throw new HttpError(401, 'auth.twoFactorExpired');
      }
      return signIn(db, userId);
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair',
        response: answers({ 200: tokenPairAnswer }),
      },
    },
    async (request): Promise<TokenPair> => {
      const input = parseBody(refreshBody, request.body);
      const pair = await rotateRefreshToken(db, input.refresh_token, policy);
      if (!pair) throw new HttpError(401, 'auth.invalidToken');
      return pair;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token && request.viewer) await revokeSessionOf(db, token);
      return reply.code(204).send();
    },
  );
}
