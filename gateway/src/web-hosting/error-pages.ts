// What a request gets when there is no page at its path or its answer failed, outside /v1 (which
// answers its own errors, v1/shared/error-handler.ts): a browser asking for a page gets an HTML
// page in the site's style (the prerendered not-found screen with 404, or the error page with the
// request's id), an API client JSON. A server error never shows its cause: the full error goes to
// the log under the request's id, the answer says only that something failed and that id.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDocuments } from './app-documents.ts';
import { wantsPage } from './page-requests.ts';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);

/** 404: the not-found screen for a page request, a short JSON answer otherwise. */
export function answerNotFound(
  documents: AppDocuments | null,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (documents && wantsPage(request))
    return html(reply, 404, documents.html(documents.manifest.notFound));
  return reply.code(404).send({ message: 'Not Found' });
}

/**
 * The answer to an error outside /v1: a client error keeps its status and Fastify's own words
 * (a bad body, say); anything else is a 500 that says nothing of its cause (logged in full).
 */
export function answerError(
  documents: AppDocuments | null,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { statusCode, code, message } = (error ?? {}) as Partial<FastifyError>;
  const clientError = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
  const status = clientError ? statusCode : 500;
  if (!clientError) request.log.error({ err: error }, 'unexpected error');
  if (documents && wantsPage(request)) return html(reply, status, documents.errorPage(request.id));
  if (!clientError)
    return reply.code(500).send({ message: 'Internal Server Error', request_id: request.id });
  return reply.code(status).send({
    statusCode: status,
    ...(code ? { code } : {}),
    error: STATUS_CODES[status],
    message,
  });
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read (invalid percent-encoding, an
 * over-long parameter) names nothing that exists, so it is a 404 like any unknown path, not
 * Fastify's 400 or 414 JSON. These requests skip the app's hooks; the id header is set here.
 */
export function answerFrameworkError(
  documents: AppDocuments | null,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (error, request, reply) => {
    reply.header('x-request-id', request.id);
    if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return answerNotFound(documents, request, reply);
    return answerError(documents, error, request, reply);
  };
}
