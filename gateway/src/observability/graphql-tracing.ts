// A span for each GraphQL operation, between the /graphql request's span and the /v1 calls its
// resolvers make. Apollo's plugin hooks cannot make a span the active context for execution, so the
// facade runs each operation inside a span of its own (traceGraphQLOperation) and the plugin names
// it once Apollo knows the operation (`query EvaluationPage`).
import type { ApolloServerPlugin } from '@apollo/server';
import { context, type Span, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('zorgevaluatie-gateway/graphql');

/** The spans of operations in flight, so the plugin never renames a span it does not own. */
const operationSpans = new WeakSet<Span>();

/** Runs one GraphQL operation (HTTP request or in-process query) inside its operation span. */
export async function traceGraphQLOperation<T>(run: () => Promise<T>): Promise<T> {
  const span = tracer.startSpan('GraphQL Operation');
  operationSpans.add(span);
  try {
    return await context.with(trace.setSpan(context.active(), span), run);
  } finally {
    span.end();
  }
}

/** Names the operation span and marks it failed when the answer carries errors. */
export function graphqlTracing<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const span = trace.getActiveSpan();
      if (span === undefined || !operationSpans.has(span)) return;
      return {
        async didResolveOperation({ operation, operationName }) {
          if (!operation) return;
          const type = operation.operation;
          span.updateName(operationName ? `${type} ${operationName}` : type);
          span.setAttribute('graphql.operation.type', type);
          if (operationName) span.setAttribute('graphql.operation.name', operationName);
        },
        async willSendResponse({ response }) {
          const body = response.body;
          if (body.kind === 'single' && (body.singleResult.errors?.length ?? 0) > 0)
            span.setStatus({ code: SpanStatusCode.ERROR });
        },
      };
    },
  };
}
