// Every request gets an id, in its log lines and as the `x-request-id` answer header. An id sent by
// the caller (a proxy in front, or the GraphQL facade calling /v1 for one of its requests) is kept
// when it looks like one, so one operation's log lines share it across hops.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const wellFormed = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's id when well formed (no log injection), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && wellFormed.test(given) ? given : randomUUID();
}

export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
