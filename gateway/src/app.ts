// The Fastify app factory: registers plugins, then routes. Testable with `inject` without listening.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { registerWebApp } from './web/web-app.ts';

export interface AppDependencies {
  config: Pick<Config, 'LOG_LEVEL' | 'WEB_DIST_DIR'>;
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
  await registerWebApp(app, config.WEB_DIST_DIR);

  if (closeDatabaseOnClose) app.addHook('onClose', async () => database.close());
  return app;
}
