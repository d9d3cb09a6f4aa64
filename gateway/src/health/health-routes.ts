// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import type { FastifyInstance, LogLevel } from 'fastify';
import { type Db, pingDatabase } from '../db/database.ts';

const READY_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  // Probes arrive every few seconds: log them at warn at most, never louder than the app is set.
  const quieterThanWarn = ['error', 'fatal', 'silent'].includes(app.log.level);
  const logLevel: LogLevel = quieterThanWarn ? (app.log.level as LogLevel) : 'warn';

  app.get('/healthz', { logLevel }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel }, async (request, reply) => {
    try {
      await withTimeout(pingDatabase(db), READY_TIMEOUT_MS);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
