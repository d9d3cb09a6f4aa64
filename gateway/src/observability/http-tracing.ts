// A server span for every request, named by its route pattern (`GET /v1/evaluations/:id`), child of
// the caller's span when a W3C `traceparent` came along (the GraphQL facade sends one with each /v1
// call). The span is the active context for every later hook and the handler (Fastify carries the
// async context across reading the body), and its trace id joins the request's log lines.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const tracer = trace.getTracer('zorgevaluatie-gateway/http');

/** Probes and scrapes, every few seconds each: not worth a trace. */
const untracedRoutes = new Set(['/healthz', '/readyz', '/metrics']);

/** Register first, so every later hook of every request runs inside its span. */
export function traceHttpRequests(app: FastifyInstance): void {
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && untracedRoutes.has(route)) return done();
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          // The path only: query values may hold names or tokens (as in the request log).
          'url.path': request.url.split('?', 1)[0] ?? '/',
          'url.scheme': request.protocol,
          ...(route === undefined ? {} : { 'http.route': route }),
        },
      },
      parent,
    );
    spans.set(request, span);
    if (span.isRecording()) {
      const { traceId, spanId } = span.spanContext();
      request.log = request.log.child({ trace_id: traceId, span_id: spanId });
      reply.log = request.log;
    }
    context.with(trace.setSpan(parent, span), done);
  });

  app.addHook('onError', (request, _reply, error, done) => {
    spans.get(request)?.setAttribute('error.type', error.code ?? error.name);
    done();
  });

  const finish = (request: FastifyRequest, mark: (span: Span) => void) => {
    const span = spans.get(request);
    if (!span) return;
    mark(span);
    span.end();
    spans.delete(request);
  };
  app.addHook('onResponse', (request, reply, done) => {
    finish(request, (span) => {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    });
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request, (span) => span.setAttribute('error.type', 'aborted'));
    done();
  });
}
