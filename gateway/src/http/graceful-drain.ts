// Stopping without cutting a request: when close starts (SIGTERM), requests in flight run to their
// end, including the /v1 calls the GraphQL facade makes to this very process for them, while every
// other new request is answered 503 with Retry-After. Every answer from then on says
// `Connection: close`, so keep-alive clients open no new request on a connection the server is
// about to end. Only when nothing is in flight does Fastify stop listening and end the idle
// connections (the rest of close: the database last).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_S } from '../db/unavailable.ts';
import { localeOf } from '../v1/shared/error-handler.ts';
import { translate } from '../v1/shared/messages.ts';

/** The header by which the facade's calls to its own process are known (value: a per-process secret). */
export const INTERNAL_CALL_HEADER = 'x-zorgevaluatie-internal';

/** How long close waits at most for clients still sending to hang up (requests in flight: always). */
const LINGER_MS = 1_000;
/** Clients count as done once no request came for this long. */
const QUIET_MS = 150;

export interface GracefulDrain {
  /** Headers that mark a call to this process as part of a request in flight (the facade's). */
  internalCallHeaders: Record<string, string>;
}

export function registerGracefulDrain(app: FastifyInstance): GracefulDrain {
  const secret = randomUUID();
  let draining = false;
  let inFlight = 0;
  let lastRequestAt = 0;

  const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_CALL_HEADER] === secret;

  app.addHook('onRequest', async (request, reply) => {
    lastRequestAt = Date.now();
    if (draining && !isInternal(request)) {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: translate(localeOf(request), 'error.unavailable') });
    }
    inFlight++;
    // 'close' comes once the answer is sent or the client went away, whichever is first.
    reply.raw.once('close', () => {
      inFlight--;
    });
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('preClose', async () => {
    draining = true;
    // Requests in flight always finish. While clients are still sending, they get a moment to
    // hear `Connection: close` (on their next answer, a 503) and hang up themselves: ending a
    // busy keep-alive connection at once would reset a request sent at that very instant.
    const lingerUntil = Date.now() + LINGER_MS;
    const busy = () => Date.now() < lingerUntil && Date.now() - lastRequestAt < QUIET_MS;
    while (inFlight > 0 || busy()) await new Promise((resolve) => setTimeout(resolve, 20));
  });

  return { internalCallHeaders: { [INTERNAL_CALL_HEADER]: secret } };
}
