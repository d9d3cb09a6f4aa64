// The Fastify app factory: registers plugins, then routes. Testable with `inject` without listening.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import qs from 'qs';
import { registerBugReportDelivery } from './board/delivery-plugin.ts';
import { pendingBugReports } from './board/delivery-worker.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { type Clock, systemClock } from './domain/clock.ts';
import { registerGraphQL } from './graphql/graphql-plugin.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { type AnonymousReadCache, createAnonymousReadCache } from './http/anonymous-read-cache.ts';
import { registerCompression } from './http/compression.ts';
import { registerGracefulDrain } from './http/graceful-drain.ts';
import { createRedisInvalidationBus } from './http/redis-invalidation-bus.ts';
import { answerWithRequestId, requestIdOf } from './http/request-id.ts';
import { loggerOptions } from './http/request-log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { traceHttpRequests } from './observability/http-tracing.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { registerMetrics } from './observability/metrics-routes.ts';
import { isTracingOn } from './observability/tracing.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { v1Modules } from './v1/modules.ts';
import { v1Plugin } from './v1/plugin.ts';
import type { HistoryRecord } from './v1/shared/history/recorder.ts';
import type {} from './v1/shared/v1-module.ts';
import { loadAppDocuments } from './web-hosting/app-documents.ts';
import { answerError, answerFrameworkError } from './web-hosting/error-pages.ts';
import { registerWebApp } from './web-hosting/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    v1Routes: { method: string; url: string }[];
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Close the database together with the app (main does; tests that share a database do not). */
  closeDatabaseOnClose?: boolean;
  /** A mailer to use instead of the configured one (the caller then closes it). */
  mailer?: Mailer;
  /** File storage instead of the configured one (tests: a disk that fills up); the caller closes it. */
  storage?: FileStorage;
  /** The metrics to report into (main shares them with the database's query timer). */
  metrics?: Metrics;
  /** The one clock (tests: a fake one); default the system's. */
  clock?: Clock;
}

/** The cache of anonymous reads, shared between gateways through Redis when REDIS_URL is set. */
function anonymousReadCache(app: FastifyInstance, config: Config): AnonymousReadCache | null {
  if (config.ANONYMOUS_CACHE_TTL_MS === 0) return null;
  const broadcast = config.REDIS_URL
    ? createRedisInvalidationBus(config.REDIS_URL, config.ANONYMOUS_CACHE_REDIS_CHANNEL, (error) =>
        app.log.warn({ err: error }, 'anonymous-read cache: Redis unavailable'),
      )
    : undefined;
  if (broadcast) app.addHook('onClose', () => broadcast.close());
  return createAnonymousReadCache({
    ttlMs: config.ANONYMOUS_CACHE_TTL_MS,
    maxBytes: config.ANONYMOUS_CACHE_MAX_MB * 1024 * 1024,
    broadcast,
  });
}

export async function buildApp({
  config,
  database,
  closeDatabaseOnClose = true,
  mailer: injectedMailer,
  storage: injectedStorage,
  metrics = createMetrics(),
  clock = systemClock,
}: AppDependencies): Promise<FastifyInstance> {
  // The web build's pages, the not-found screen and the error page (null without a build).
  const documents = loadAppDocuments(config.WEB_DIST_DIR);
  const app = Fastify({
    // No full client address and no query values in the request log (http/request-log.ts).
    logger: loggerOptions(config.LOG_LEVEL),
    // One id per request in its log lines, carried from GraphQL into its /v1 calls (request-id.ts).
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // Requests in flight finish on close; new ones get 503 meanwhile (http/graceful-drain.ts,
    // which lets the facade's own /v1 calls for requests in flight through).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Brackets in query strings (with[]=logo, filter[search]=x), as the spec's clients send them.
    routerOptions: {
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 3, arrayLimit: 1000, parameterLimit: 200 }),
    },
    // A path the router cannot read (bad percent-encoding, an over-long parameter) is a 404 page
    // or JSON answer, not Fastify's 400/414 JSON (web-hosting/error-pages.ts).
    frameworkErrors: answerFrameworkError(documents),
  });
  // Errors outside /v1 (which has its own): no internal text in any answer, HTML for a page.
  app.setErrorHandler((error, request, reply) => answerError(documents, error, request, reply));

  // A span per request, around every hook that follows (OTEL_EXPORTER_OTLP_ENDPOINT; else none).
  const traced = isTracingOn(config);
  if (traced) traceHttpRequests(app);

  const drain = registerGracefulDrain(app);

  // First of the onRequest hooks, so answers from the cache carry the id too.
  answerWithRequestId(app);

  // onClose hooks run in reverse order of registration: the database closes last, after the mailer
  // and after /v1's hooks (which wait for background work such as mails still being sent).
  if (closeDatabaseOnClose) app.addHook('onClose', async () => database.close());
  const mailer = injectedMailer ?? createMailer(config, app.log);
  if (!injectedMailer) app.addHook('onClose', async () => mailer.close());
  const storage = injectedStorage ?? createFileStorage(config, app.log);
  if (!injectedStorage) app.addHook('onClose', async () => storage.close());

  // A keep-alive connection still answering when close starts (a streamed file: the client has every
  // byte before the server ends the stream) is not idle then, and would hold close for the whole
  // keep-alive timeout (72 s): end such connections as soon as their response is done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });

  // Anonymous /v1 reads from memory; its two hooks sit around compression and security headers.
  const cache = anonymousReadCache(app, config);
  app.decorate('answerStore', cache);
  if (cache) app.addHook('onSend', cache.onSend);
  await registerCompression(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // An evaluation's Vimeo video, embedded only after the visitor clicks play.
        frameSrc: ['https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The app embeds no cross-origin resources; keep COEP off so uploaded images load plainly.
    crossOriginEmbedderPolicy: false,
  });

  if (cache) app.addHook('onRequest', cache.onRequest);

  // Every /v1 route, so tests can prove that each one enforces its role rule.
  const v1Routes: { method: string; url: string }[] = [];
  app.decorate('v1Routes', v1Routes);
  app.addHook('onRoute', (route) => {
    // The API's own documentation is public by design and not part of the role rules.
    if (
      !route.url.startsWith('/v1/') ||
      route.url.startsWith('/v1/docs') ||
      route.url === '/v1/openapi.json'
    )
      return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') v1Routes.push({ method, url: route.url });
  });

  registerHealthRoutes(app, database.db);
  registerMetrics(app, metrics, { token: config.METRICS_TOKEN });
  if (database.poolStats) metrics.watchPool(database.poolStats);
  metrics.watchBugReportQueue(() => pendingBugReports(database.db));
  // Bug reports go to the project board from here; it stops before the database closes.
  registerBugReportDelivery(app, { db: database.db, config });
  // /v1 writes that answered a success without a history entry (v1/plugin.ts); tests hold it empty.
  app.decorate('unrecordedWrites', [] as string[]);
  // The kinds of record the history knows (each resource registers its own), for its callers too.
  app.decorate('historyRecords', new Map<string, HistoryRecord>());
  await app.register(v1Plugin, {
    prefix: '/v1',
    db: database.db,
    config,
    storage,
    mailer,
    clock,
    modules: v1Modules,
  });
  const { anonymousQuery } = await registerGraphQL(app, {
    // The facade hears of every write only when /v1 is this process.
    answerStore: config.V1_BASE_URL ? undefined : (cache ?? undefined),
    v1BaseUrl: config.V1_BASE_URL,
    // Calls to this very process belong to a request in flight: they pass a drain on close.
    internalCallHeaders: config.V1_BASE_URL ? undefined : drain.internalCallHeaders,
    v1TimeoutMs: config.V1_TIMEOUT_MS,
    webDistDir: config.WEB_DIST_DIR,
    introspection: config.GRAPHQL_INTROSPECTION,
    metrics,
    traced,
  });
  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR,
    documents,
    db: database.db,
    anonymousQuery,
  });

  return app;
}
