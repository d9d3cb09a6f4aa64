// @fastify/rate-limit on an (encapsulated) instance, for the routes that ask for a limit: counters
// in memory, or in Redis (REDIS_URL) so that every gateway process shares them; a 429 carries the
// localised message and Retry-After.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { HttpError } from './http-errors.ts';

export const tooManyRequests = () => new HttpError(429, 'error.rateLimited');

export async function registerRateLimitPlugin(
  app: FastifyInstance,
  config: Pick<Config, 'REDIS_URL' | 'RATE_LIMIT_REDIS_NAMESPACE'>,
): Promise<void> {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    // Only routes that ask for a limit get one.
    global: false,
    ...(redis ? { redis, nameSpace: config.RATE_LIMIT_REDIS_NAMESPACE } : {}),
    // Fail closed: if the store ever fails (the in-memory one cannot; Redis can), the limited
    // endpoints answer 500 rather than stop limiting. They are the brute-force, mail-flood and
    // database-filling targets, and an outage of the limiter is exactly when an attacker would
    // profit.
    skipOnError: false,
    errorResponseBuilder: () => tooManyRequests(),
  });
}
