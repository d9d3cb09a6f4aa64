// The Fastify app factory: registers plugins, then routes. Testable with `inject` without listening.
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { createLocalFileStorage } from './storage/file-storage.ts';
import { v1Modules } from './v1/modules.ts';
import { v1Plugin } from './v1/plugin.ts';
import { registerWebApp } from './web/web-app.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Close the database together with the app (main does; tests that share a database do not). */
  closeDatabaseOnClose?: boolean;
}

export async function buildApp({
  config,
  database,
  closeDatabaseOnClose = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Requests in flight finish on close; new ones get 503 meanwhile.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Brackets in query strings (with[]=logo, filter[search]=x), as the spec's clients send them.
    routerOptions: {
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 3, arrayLimit: 1000, parameterLimit: 200 }),
    },
  });

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
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The app embeds no cross-origin resources; keep COEP off so uploaded images load plainly.
    crossOriginEmbedderPolicy: false,
  });

  registerHealthRoutes(app, database.db);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'uploads'));
  await app.register(v1Plugin, {
    prefix: '/v1',
    db: database.db,
    config,
    storage,
    modules: v1Modules,
  });
  await registerWebApp(app, config.WEB_DIST_DIR);

  if (closeDatabaseOnClose) app.addHook('onClose', async () => database.close());
  return app;
}
