// /graphql: Apollo Server over the facade schema (every resolver calls /v1 with the caller's
// token), with abuse limits (graphql-armor), Apollo's CSRF prevention, and GraphiQL served from
// the web build for a browser's GET.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { type AnswerStore, wantsFreshAnswer } from '../http/anonymous-read-cache.ts';
import { graphqlMetrics } from '../observability/graphql-metrics.ts';
import { graphqlTracing, traceGraphQLOperation } from '../observability/graphql-tracing.ts';
import type { Metrics } from '../observability/metrics.ts';
import { anonymousResponseCache } from './anonymous-response-cache.ts';
import { createContext, type GraphQLContext } from './context.ts';
import { createExecutableSchema, v1FieldResolver } from './executable-schema.ts';
import { unavailableStatus } from './unavailable-status.ts';
import { createV1Client, type V1Client } from './v1-client.ts';

export interface GraphQLOptions {
  /** Answers to anonymous queries kept between requests (only with an in-process /v1). */
  answerStore?: AnswerStore | undefined;
  /** /v1 to call; by default this very process over loopback. */
  v1BaseUrl?: string | undefined;
  /** Headers sent with every /v1 call (the drain's mark for calls to this very process). */
  internalCallHeaders?: Record<string, string> | undefined;
  v1TimeoutMs: number;
  /** Where the web build (with graphiql.html) lives. */
  webDistDir: string;
  /** Schema introspection (and so the playground); off for deployments that need neither. */
  introspection: boolean;
  /** Where each operation's time and /v1 calls are reported. */
  metrics?: Metrics | undefined;
  /** A span per operation and per /v1 call (OpenTelemetry, when an endpoint is configured). */
  traced?: boolean | undefined;
}

/** Abuse limits: deep, wide or costly documents are refused before anything runs. */
export const graphqlLimits = {
  maxDepth: 12,
  maxAliases: 20,
  maxCost: 5_000,
  maxTokens: 4_000,
  maxDirectives: 30,
  /** Characters of one document, checked before graphql parses it (variables are not counted). */
  maxDocumentLength: 32 * 1024,
} as const;

/** The document of a GraphQL request (POST body or GET query string), when it is a string. */
function documentOf(request: FastifyRequest): string | undefined {
  const source = request.method === 'GET' ? request.query : request.body;
  const query = (source as { query?: unknown } | null | undefined)?.query;
  return typeof query === 'string' ? query : undefined;
}

function armor() {
  return new ApolloArmor({
    maxDepth: { n: graphqlLimits.maxDepth, flattenFragments: true },
    maxAliases: { n: graphqlLimits.maxAliases },
    costLimit: { maxCost: graphqlLimits.maxCost },
    // Tokens are limited by graphql's own parser (`parseOptions`), which answers 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: graphqlLimits.maxDirectives },
    // Suggestions help integrators in the playground; the schema is public anyway.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/** The loopback address of this process's /v1, known once the server listens. */
function loopbackV1(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The gateway is not listening; set V1_BASE_URL');
  return `http://127.0.0.1:${address.port}/v1`;
}

const wantsPlayground = (request: FastifyRequest) =>
  request.method === 'GET' &&
  (request.headers.accept ?? '').includes('text/html') &&
  !(request.query as Record<string, unknown> | undefined)?.query;

/**
 * How many /v1 calls an operation made, and how long they took, as a Server-Timing header
 * (`v1;dur=12.3;desc="3 calls"`): visible in a browser's network panel, and counted by
 * `npm run bench`.
 */
const v1ServerTiming: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { calls, totalMs } = contextValue.v1.stats;
        response.http.headers.set(
          'server-timing',
          `v1;dur=${totalMs.toFixed(1)};desc="${calls} ${calls === 1 ? 'call' : 'calls'}"`,
        );
      },
    };
  },
};

/** Runs a query as an anonymous visitor, in this process; its data, or null when it fails. */
export type AnonymousQuery = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown> | null>;

export async function registerGraphQL(
  app: FastifyInstance,
  options: GraphQLOptions,
): Promise<{ anonymousQuery: AnonymousQuery }> {
  const protection = armor();
  const server = new ApolloServer<GraphQLContext>({
    schema: createExecutableSchema(),
    fieldResolver: v1FieldResolver,
    introspection: options.introspection,
    csrfPrevention: true,
    // Apollo would stop itself on SIGTERM and then send the signal again, which close-with-grace
    // takes for a second signal and exits 1 at once, cutting requests in flight. main.ts stops.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: graphqlLimits.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // graphql's own MaxIntrospectionDepthRule (a specified rule) bounds nested introspection lists,
    // which graphql-armor's depth and cost rules skip for `__schema`.
    validationRules: protection.validationRules,
    // No drain plugin: it closes Fastify from inside Apollo's stop, which the app's own onClose
    // would wait on; Fastify already finishes requests in flight on close.
    // graphql-armor's typings point at Apollo's CommonJS declarations; the plugins are the same.
    plugins: [
      ...protection.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // Cache hints are for an HTTP cache in front of the facade, which we do not use; the plugin
      // wraps every field's resolver to compute them.
      ApolloServerPluginCacheControlDisabled(),
      v1ServerTiming,
      ...(options.metrics ? [graphqlMetrics(options.metrics)] : []),
      ...(options.traced ? [graphqlTracing<GraphQLContext>()] : []),
      unavailableStatus,
      ...(options.answerStore ? [anonymousResponseCache(options.answerStore)] : []),
    ] as unknown as ApolloServerPlugin<GraphQLContext>[],
    formatError(formatted, error) {
      // Unexpected failures are logged in full and answered without internals.
      const original = error instanceof GraphQLError ? error.originalError : error;
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' && original) {
        app.log.error({ err: original }, 'GraphQL resolver failed');
        return { ...formatted, message: 'Internal server error' };
      }
      return formatted;
    },
  });
  await server.start();

  let client: V1Client | undefined;
  const v1 = () => {
    client ??= createV1Client({
      baseUrl: options.v1BaseUrl ?? loopbackV1(app),
      timeoutMs: options.v1TimeoutMs,
      headers: options.internalCallHeaders,
      traced: options.traced ?? false,
    });
    return client;
  };
  app.addHook('onClose', async () => {
    await server.stop();
    await client?.close();
  });

  const graphql = fastifyApolloHandler(server, {
    context: async (request) =>
      createContext(v1(), {
        authorization: request.headers.authorization,
        acceptLanguage: request.headers['accept-language'],
        // A caller who asks for fresh data gets it from /v1 too.
        freshData: wantsFreshAnswer(request.headers['cache-control']),
        requestId: request.id,
      }),
  });

  const playground = path.join(options.webDistDir, 'graphiql.html');
  const sendPlayground = async (reply: FastifyReply) => {
    const html = await fs.readFile(playground, 'utf8').catch(() => null);
    if (html === null)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('GraphiQL is not built: run `npm run build`, then reload.');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    handler(request, reply) {
      if (wantsPlayground(request)) {
        if (!options.introspection)
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .send('The GraphQL playground is off here (GRAPHQL_INTROSPECTION=false).');
        return sendPlayground(reply);
      }
      // A huge document is refused before graphql's parser sees it (the token limit works while
      // parsing; comments and whitespace are no tokens).
      if ((documentOf(request)?.length ?? 0) > graphqlLimits.maxDocumentLength)
        return reply.code(413).send({
          errors: [
            {
              message: `The document is longer than ${graphqlLimits.maxDocumentLength} characters.`,
              extensions: { code: 'DOCUMENT_TOO_LARGE' },
            },
          ],
        });
      if (!options.traced) return graphql.call(this, request, reply);
      return traceGraphQLOperation(async () => graphql.call(this, request, reply));
    },
  });

  const anonymousQuery: AnonymousQuery = async (query, variables) => {
    const execute = () =>
      server.executeOperation(
        { query, variables },
        { contextValue: createContext(v1(), { authorization: undefined, acceptLanguage: 'nl' }) },
      );
    const response = await (options.traced ? traceGraphQLOperation(execute) : execute());
    const { body } = response;
    if (body.kind !== 'single' || body.singleResult.errors?.length) return null;
    return (body.singleResult.data as Record<string, unknown> | null | undefined) ?? null;
  };
  return { anonymousQuery };
}
