// The /v1 provider API: viewer from the bearer token, localised errors, every resource, OpenAPI.
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from '../domain/clock.ts';
import { registerOpenApi } from './docs/openapi.ts';
import { writesWithoutHistory } from './history/exempt.ts';
import type { HistoryRecord } from './shared/history/recorder.ts';
import { declareCommonErrors } from './shared/answers.ts';
import { handleV1Error } from './shared/error-handler.ts';
import { unauthenticated } from './shared/http-errors.ts';
import { refuseUnstorableParams } from './shared/path-params.ts';
import { sessionPolicyOf } from './shared/session-policy.ts';
import { refuseUnstorableText } from './shared/storable-text.ts';
import { registerMultipart } from './shared/uploads/upload.ts';
import type { V1Module, V1Options } from './shared/v1-module.ts';
import { bearerToken, findViewer, type Viewer } from './shared/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** Set when the request's write went through the history's recorder. */
    historyRecorded: boolean;
  }
  interface FastifyInstance {
    /** The clock /v1 was given (contextOf hands it to every write). */
    v1Clock: Clock;
    /** The kinds of record the history knows, by /v1 path (`/evaluations`), with their snapshots. */
    historyRecords: Map<string, HistoryRecord>;
    /** Writes that answered a success without a history entry and are not exempt (a bug). */
    unrecordedWrites: string[];
  }
}

/** Resource and flow modules, each registering its own routes below /v1. */
export async function v1Plugin(
  app: FastifyInstance,
  options: V1Options & { modules: V1Module[] },
): Promise<void> {
  // Route schemas validate path params; bodies are documented there but parsed by the handlers
  // (JSON, multipart and _method bodies share one path and one localised 422).
  app.setValidatorCompiler((route) =>
    route.httpPart === 'params'
      ? validatorCompiler(route as Parameters<typeof validatorCompiler>[0])
      : (data: unknown) => ({ value: data }),
  );
  // Response schemas document the answers (shared/answers.ts); they neither validate nor shape
  // them: every answer is JSON.stringify'd as if the route had none (docs/decisions.md, issue 27).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(handleV1Error);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
  // Multipart bodies (one file + text fields) for every module; read them with readUpload().
  await registerMultipart(app, options.config);

  await registerOpenApi(app, options.config.publicUrl);
  // Every route below declares the errors any /v1 route can answer beside its own answers.
  app.addHook('onRoute', declareCommonErrors);

  app.decorate('v1Clock', options.clock);
  // Every write records its change or is exempt with a reason (history/exempt.ts); app.ts owns the
  // list (`unrecordedWrites`) so callers of the app can read it.
  app.decorateRequest('historyRecorded', false);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (request.historyRecorded || writesWithoutHistory.has(route)) return;
    app.unrecordedWrites.push(route);
    request.log.error({ route }, 'a write answered without a history entry');
  });

  const policy = sessionPolicyOf(options.config);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    // A token that no longer works is a 401 everywhere, so the client logs out at once.
    const viewer = await findViewer(options.db, token, policy);
    if (!viewer) throw unauthenticated();
    request.viewer = viewer;
  });
  // A path parameter PostgreSQL cannot store names no record: 404 before the route's own checks.
  app.addHook('preValidation', async (request) => {
    refuseUnstorableParams(request.params);
  });
  // Text PostgreSQL cannot store (NUL, lone surrogates) is refused before any handler reads it.
  app.addHook('preHandler', async (request) => {
    refuseUnstorableText(request.query);
    refuseUnstorableText(request.body);
  });

  for (const register of options.modules) await register(app, options);
}
