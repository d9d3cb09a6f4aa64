// A client span for each /v1 call of the GraphQL facade, its `traceparent` injected into the call's
// headers so the /v1 request's server span becomes its child, in the same trace.
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { errorType } from './error-type.ts';

const tracer = trace.getTracer('zorgevaluatie-gateway/v1-client');

export interface V1CallSpan {
  /** Ends the span with the answer's status, or with the error that stopped the call. */
  end(outcome: { status: number } | { error: unknown }): void;
}

/** `/v1/evaluations/12/documents` -> `/v1/evaluations/{id}/documents`: one span name per route. */
export function pathTemplate(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

/** Starts the span of one call and adds its `traceparent` to `headers`. */
export function startV1CallSpan(
  call: { method: string; origin: URL; path: string },
  headers: Record<string, string>,
): V1CallSpan {
  const span = tracer.startSpan(`${call.method} ${pathTemplate(call.path)}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'http.request.method': call.method,
      'server.address': call.origin.hostname,
      'server.port': Number(call.origin.port || (call.origin.protocol === 'https:' ? 443 : 80)),
      // The path only: query values (a search, a filter) stay out of traces.
      'url.path': call.path,
    },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    end(outcome) {
      if ('status' in outcome) {
        span.setAttribute('http.response.status_code', outcome.status);
        if (outcome.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      } else {
        span.setAttribute('error.type', errorType(outcome.error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}
