// A real gateway over HTTP on a fresh test database (PGlite, or PostgreSQL when DATABASE_URL is set),
// optionally with the demo content, for API tests. Each call gets its own database and data dir.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../gateway/src/app.ts';
import { type Config, loadConfig } from '../../gateway/src/config.ts';
import type { Db } from '../../gateway/src/db/database.ts';
import { seedDemo } from '../../gateway/src/db/seed/seed-demo.ts';
import { createFileStorage } from '../../gateway/src/storage/create-file-storage.ts';
import type { FileStorage } from '../../gateway/src/storage/file-storage.ts';
import type {
  TestDatabase,
  TestDatabaseTarget,
} from '../../gateway/src/test-support/test-database.ts';
import { DEMO_PASSWORD, type DemoRole, demoEmails } from './demo-accounts.ts';

export interface ApiServer {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

export interface ApiServerOptions {
  /** With the demo content (and the demo accounts of demo-accounts.ts). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Upload storage instead of the data dir's (given the uploads directory). */
  storage?: (uploadsDir: string) => FileStorage;
}

export async function startApiServer(
  target: TestDatabaseTarget,
  options: ApiServerOptions = {},
): Promise<ApiServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-api-'));
  const database = await target.open();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  if (options.seed) {
    // Into the configured storage: the data dir's uploads, or the bucket of an S3 test server.
    const storage = createFileStorage(config);
    try {
      await seedDemo(database.db, {
        storage,
        accounts: config.demoAccounts,
        password: DEMO_PASSWORD,
      });
    } finally {
      await storage.close();
    }
  }
  const storage = options.storage?.(path.join(dataDir, 'uploads'));
  const app = await buildApp({
    config,
    database,
    closeDatabaseOnClose: false,
    ...(storage ? { storage } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    database,
    dataDir,
    async close() {
      // Every write a test made recorded its change, or is exempt (gateway/src/v1/history/exempt.ts).
      const unrecorded = [...new Set(app.unrecordedWrites)];
      await app.close();
      await database.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
      if (unrecorded.length > 0)
        throw new Error(`Writes without a history entry: ${unrecorded.join(', ')}`);
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small JSON client that sends the spec's headers. */
export function apiClient(baseUrl: string, defaults: { token?: string; locale?: string } = {}) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    url: string,
    options: {
      body?: unknown;
      token?: string | null;
      locale?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> => {
    const token = options.token === null ? undefined : (options.token ?? defaults.token);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-application': 'zorgevaluatie-web',
      'accept-language': options.locale ?? defaults.locale ?? 'nl',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    };
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}/v1${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
  return {
    call,
    get: <T = Record<string, unknown>>(url: string, options?: Parameters<typeof call>[2]) =>
      call<T>('GET', url, options),
    post: <T = Record<string, unknown>>(
      url: string,
      body?: unknown,
      options?: Parameters<typeof call>[2],
    ) => call<T>('POST', url, { ...options, body }),
    patch: <T = Record<string, unknown>>(
      url: string,
      body?: unknown,
      options?: Parameters<typeof call>[2],
    ) => call<T>('PATCH', url, { ...options, body }),
    put: <T = Record<string, unknown>>(
      url: string,
      body?: unknown,
      options?: Parameters<typeof call>[2],
    ) => call<T>('PUT', url, { ...options, body }),
    delete: <T = Record<string, unknown>>(url: string, options?: Parameters<typeof call>[2]) =>
      call<T>('DELETE', url, options),
  };
}

/** A /v1 client (see apiClient). */
export type V1Client = ReturnType<typeof apiClient>;

/** Logs a demo account in and returns its access token. */
export async function loginAs(
  baseUrl: string,
  role: DemoRole,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await apiClient(baseUrl).post<{ access_token: string }>('/auth/login', {
    email: demoEmails[role],
    password,
  });
  if (response.status !== 200)
    throw new Error(`login as ${role} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token;
}

/**
 * Seeded users who never set a password (demo colleagues), oldest first: a test gives each one a
 * password of its own, so no two tests share an account.
 */
export function passwordlessUsers(db: Db, limit: number, { active = true } = {}) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('is_active', '=', active)
    .where('password_hash', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The first of them (see passwordlessUsers). */
export async function passwordlessUser(db: Db, options: { active?: boolean } = {}) {
  const [user] = await passwordlessUsers(db, 1, options);
  if (!user) throw new Error('no seeded user without a password left');
  return user;
}
