// The anonymous-read cache on a small Fastify app: what it serves from memory, what it never
// stores, and that a write (here or on another gateway) is seen by the next read.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnonymousReadCacheOptions,
  createAnonymousReadCache,
  type InvalidationBus,
} from './anonymous-read-cache.ts';

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** An app with a record the routes read and write, and a count of database reads. */
function appWith(options: Partial<AnonymousReadCacheOptions> = {}) {
  const cache = createAnonymousReadCache({ ttlMs: 30_000, maxBytes: 1024 * 1024, ...options });
  const app = Fastify();
  apps.push(app);
  app.addHook('onSend', cache.onSend);
  app.addHook('onRequest', cache.onRequest);
  const state = { title: 'Eerste titel', reads: 0, gate: null as Promise<void> | null };
  app.get('/v1/evaluations/:id', async () => {
    state.reads += 1;
    const title = state.title;
    await state.gate;
    return { data: { id: 1, title } };
  });
  app.get('/v1/missing', async (_request, reply) => reply.code(404).send({ message: 'Not Found' }));
  app.get('/v1/files/1', async (_request, reply) => reply.type('text/plain').send('bytes'));
  app.get('/v1/big', async () => ({ data: 'x'.repeat(100_000) }));
  app.patch('/v1/evaluations/:id', async (request, reply) => {
    const body = request.body as { title?: string };
    if (!body.title) return reply.code(422).send({ message: 'Verplicht' });
    state.title = body.title;
    return { data: { id: 1, title: state.title } };
  });
  app.post('/v1/auth/login', async () => ({ access_token: 't' }));
  return { app, cache, state };
}

const read = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/v1/evaluations/1?with[]=logo', headers });

describe('anonymous-read cache', () => {
  it('answers a repeated anonymous read from memory, with the same body and type', async () => {
    const { app, state } = appWith();
    const first = await read(app);
    const second = await read(app);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(state.reads).toBe(1);
  });

  it('keeps languages apart and never serves or stores a signed-in read', async () => {
    const { app, state } = appWith();
    await read(app, { 'accept-language': 'nl' });
    expect((await read(app, { 'accept-language': 'en' })).headers['x-cache']).toBe('miss');
    const staff = await read(app, { authorization: 'Bearer staff', 'accept-language': 'nl' });
    expect(staff.headers['x-cache']).toBeUndefined();
    expect(state.reads).toBe(3);
  });

  it('shows a successful write on the next read; a refused write keeps the answers', async () => {
    const { app } = appWith();
    await read(app);
    const refused = await app.inject({
      method: 'PATCH',
      url: '/v1/evaluations/1',
      payload: {},
      headers: { authorization: 'Bearer staff' },
    });
    expect(refused.statusCode).toBe(422);
    expect((await read(app)).headers['x-cache']).toBe('hit');

    await app.inject({
      method: 'PATCH',
      url: '/v1/evaluations/1',
      payload: { title: 'Nieuwe titel' },
      headers: { authorization: 'Bearer staff' },
    });
    const after = await read(app);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toEqual({ data: { id: 1, title: 'Nieuwe titel' } });
  });

  it('does not store a read that overlapped a write', async () => {
    const { app, state } = appWith();
    let release: () => void = () => undefined;
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRead = read(app);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await app.inject({
      method: 'PATCH',
      url: '/v1/evaluations/1',
      payload: { title: 'Nieuwe titel' },
      headers: { authorization: 'Bearer staff' },
    });
    release();
    state.gate = null;
    expect((await slowRead).json().data.title).toBe('Eerste titel');
    expect((await read(app)).json().data.title).toBe('Nieuwe titel');
  });

  it('lets answers expire, and stores neither failures, downloads nor log-ins', async () => {
    let now = 1_000;
    const { app, state } = appWith({ ttlMs: 5_000, now: () => now });
    await read(app);
    now += 5_000;
    expect((await read(app)).headers['x-cache']).toBe('miss');
    expect(state.reads).toBe(2);

    for (const url of ['/v1/missing', '/v1/files/1']) {
      await app.inject({ method: 'GET', url });
      expect((await app.inject({ method: 'GET', url })).headers['x-cache']).not.toBe('hit');
    }
    await app.inject({ method: 'POST', url: '/v1/auth/login', payload: {} });
    expect((await read(app)).headers['x-cache']).toBe('hit');
  });

  it('holds at most its byte bound, dropping the least recently used first', async () => {
    const { app, cache } = appWith({ maxBytes: 1_000_000 });
    await app.inject({ method: 'GET', url: '/v1/big' });
    expect(cache.stats().bytes).toBeGreaterThan(200_000);
    for (let id = 1; id <= 8; id++) {
      await app.inject({ method: 'GET', url: `/v1/big?copy=${id}` });
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000_000);
    expect((await app.inject({ method: 'GET', url: '/v1/big' })).headers['x-cache']).toBe('miss');
  });

  it('empties the caches of the other gateways on the bus', async () => {
    const listeners: (() => void)[] = [];
    const bus = (): InvalidationBus => ({
      publish: () => {
        for (const listener of listeners) listener();
      },
      subscribe: (listener) => listeners.push(listener),
      close: async () => undefined,
    });
    const one = appWith({ broadcast: bus() });
    const two = appWith({ broadcast: bus() });
    await read(two.app);
    expect((await read(two.app)).headers['x-cache']).toBe('hit');
    await one.app.inject({
      method: 'PATCH',
      url: '/v1/evaluations/1',
      payload: { title: 'Nieuwe titel' },
      headers: { authorization: 'Bearer staff' },
    });
    expect((await read(two.app)).headers['x-cache']).toBe('miss');
  });
});
