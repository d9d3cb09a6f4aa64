// Rate limits of the auth endpoints (@fastify/rate-limit, shared/rate-limit-plugin.ts): per client
// address on the route, per account e-mail inside the handler.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { invalidField } from '../shared/http-errors.ts';
import type { MessageKey } from '../shared/messages.ts';
import { registerRateLimitPlugin, tooManyRequests } from '../shared/rate-limit-plugin.ts';

export type RateLimitConfig = Pick<
  Config,
  | 'RATE_LIMIT_WINDOW_MS'
  | 'RATE_LIMIT_LOGIN_PER_ACCOUNT'
  | 'RATE_LIMIT_LOGIN_PER_IP'
  | 'RATE_LIMIT_FORGOT_PER_ACCOUNT'
  | 'RATE_LIMIT_FORGOT_PER_IP'
  | 'REDIS_URL'
  | 'RATE_LIMIT_REDIS_NAMESPACE'
>;

/** A counter per account (e-mail, or the signed-in user); `check` only reads, `count` adds one. */
export interface AccountLimiter {
  /** Throws 429 when the account has used up its attempts in this window. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  count(request: FastifyRequest): Promise<void>;
  /** Counts the attempt, then throws 429 when it is one too many. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface AuthLimits {
  /** Route configs (`config: { rateLimit }`): every request counts, before its body is read. */
  loginPerIp: RateLimitOptions;
  forgotPerIp: RateLimitOptions;
  resetPerIp: RateLimitOptions;
  /** Failed logins per account e-mail (and throttle generation, see loginSubject). */
  loginPerAccount: AccountLimiter;
  /** Wrong second-step codes (TOTP or recovery) per account, as many as failed logins. */
  twoFactorPerAccount: AccountLimiter;
  /** Reset mails asked for per account e-mail (known or not, so the limit reveals nothing). */
  forgotPerAccount: AccountLimiter;
  /** Wrong current passwords per signed-in user (changing one's password). */
  passwordChangePerUser: AccountLimiter;
}

/** The e-mail of a request body, normalised like the `email` rule (trimmed, lower case). */
export function accountKey(request: FastifyRequest): string {
  const body = request.body;
  const email =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const subjects = new WeakMap<FastifyRequest, string>();

/** Names the account a request's attempts count against, when a handler knows it better. */
export function countAgainst(request: FastifyRequest, subject: string): void {
  subjects.set(request, subject);
}

/**
 * A guess at a signed-in or challenged user's code or password, under `limiter` counted per user:
 * 429 once their guesses are used up; a wrong guess counts and is a 422 on `refusal.field`.
 */
export async function guessUnderLimit(
  limiter: AccountLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  guess: () => Promise<boolean>,
  refusal: { field: string; message: MessageKey },
): Promise<void> {
  countAgainst(request, `user:${userId}`);
  await limiter.check(request, reply);
  if (await guess()) return;
  await limiter.count(request);
  throw invalidField(refusal.field, refusal.message);
}

/**
 * The login counter's key: the e-mail plus the account's throttle generation, which a successful
 * password reset raises, so the owner can log in at once however a stranger throttled the account.
 */
export const loginSubject = (email: string, generation: number) => `${email}#${generation}`;

const subjectOrAccount = (request: FastifyRequest) => subjects.get(request) ?? accountKey(request);

function accountLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: number,
  keyOf: (request: FastifyRequest) => string = subjectOrAccount,
): AccountLimiter {
  // Limiters made by createRateLimit share one key space in a shared store: the name keeps the
  // login and forgot-password counters of one address apart.
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  const refuseWhen = (
    result: Awaited<ReturnType<typeof limiter>>,
    reply: FastifyReply,
    exhausted: (remaining: number, exceeded: boolean) => boolean,
  ) => {
    if (result.isAllowed || !exhausted(result.remaining, result.isExceeded)) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw tooManyRequests();
  };
  return {
    async check(request, reply) {
      // A read: `max` counted attempts leave nothing for this one.
      refuseWhen(
        await limiter(request, { increment: false }),
        reply,
        (remaining) => remaining <= 0,
      );
    },
    async count(request) {
      await limiter(request);
    },
    async hit(request, reply) {
      refuseWhen(await limiter(request), reply, (_remaining, exceeded) => exceeded);
    },
  };
}

/** Registers the plugin on the given (encapsulated) instance and builds the auth limits. */
export async function registerAuthRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
): Promise<AuthLimits> {
  await registerRateLimitPlugin(app, config);
  const timeWindow = config.RATE_LIMIT_WINDOW_MS;
  return {
    loginPerIp: { max: config.RATE_LIMIT_LOGIN_PER_IP, timeWindow },
    forgotPerIp: { max: config.RATE_LIMIT_FORGOT_PER_IP, timeWindow },
    resetPerIp: { max: config.RATE_LIMIT_FORGOT_PER_IP, timeWindow },
    loginPerAccount: accountLimiter(app, 'login', config.RATE_LIMIT_LOGIN_PER_ACCOUNT, timeWindow),
    twoFactorPerAccount: accountLimiter(
      app,
      'two-factor',
      config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      timeWindow,
    ),
    forgotPerAccount: accountLimiter(
      app,
      'forgot',
      config.RATE_LIMIT_FORGOT_PER_ACCOUNT,
      timeWindow,
    ),
    // As many wrong guesses of the current password as of a login password, counted per user id.
    passwordChangePerUser: accountLimiter(
      app,
      'password-change',
      config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      timeWindow,
      (request) => String(request.viewer?.id ?? ''),
    ),
  };
}
