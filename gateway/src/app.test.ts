import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { pgliteTestDatabase } from './test-support/test-database.ts';

const testConfig = (env: Record<string, string>) =>
  loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'zv-app-test'), ...env });

async function makeDist(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Zorgevaluatie Nederland</title>',
  );
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await fs.writeFile(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe('app', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await pgliteTestDatabase().open();
    const distDir = await makeDist();
    app = await buildApp({ config: testConfig({ WEB_DIST_DIR: distDir }), database });
  });
  afterAll(() => app.close());

  it('answers /healthz', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves other static files without a long cache', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/evaluations/antibiotica-of-appendectomie', '/cms/login?redirect=%2Fcms'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Zorgevaluatie Nederland</title>');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it.each(['/v1/nothing-here', '/graphql/x', '/assets/missing.js', '/missing.png'])(
    'answers %s with a JSON 404 instead of the app',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    },
  );

  it('does not serve the app for POST requests', async () => {
    const response = await app.inject({ method: 'POST', url: '/evaluations' });
    expect(response.statusCode).toBe(404);
  });
});

describe('app without a web build', () => {
  it('still serves the API and health routes', async () => {
    const database = await pgliteTestDatabase().open();
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: path.join(os.tmpdir(), 'zv-no-such-dist') }),
      database,
    });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/')).statusCode).toBe(404);
    await app.close();
  });
});

describe('readiness and shutdown', () => {
  it('reports 503 on /readyz when the database is gone', async () => {
    const database = await pgliteTestDatabase().open();
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: os.tmpdir() }),
      database,
      closeDatabaseOnClose: false,
    });
    await database.close();
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    await app.close();
  });

  it('finishes a request in flight on close, then refuses connections and closes the database', async () => {
    const database = await pgliteTestDatabase().open();
    let databaseClosed = false;
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: os.tmpdir() }),
      database: {
        ...database,
        close: async () => {
          await database.close();
          databaseClosed = true;
        },
      },
    });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return { finished: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const inFlight = fetch(`${base}/slow`);
    await started;
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    expect(databaseClosed).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
