// The database goes away under load and comes back: a real gateway process reaches PostgreSQL
// through a TCP proxy the test controls (never the machine's server itself). While it is away,
// /readyz says 503 and requests get 503 with a message and Retry-After (not 500, not a hang);
// afterwards the gateway serves again by itself, and every write it acknowledged is there.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type GatewayProcess, startGateway } from '../support/gateway-process.ts';
import { createRequestLog, loop, sleep } from '../support/request-log.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

const databaseUrl = process.env.DATABASE_URL;
const CLIENT_TIMEOUT_MS = 8_000;

describe.skipIf(!databaseUrl)('a database outage under load (PostgreSQL through a proxy)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let gateway: GatewayProcess;
  let dataDir: string;

  beforeAll(async () => {
    if (!databaseUrl) return;
    scratch = await createScratchDatabase(databaseUrl);
    const server = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-outage-'));
    gateway = await startGateway({
      DATA_DIR: dataDir,
      DATABASE_URL: proxy.via(scratch.url),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      // Every read goes to the database (no answers from memory).
      ANONYMOUS_CACHE_TTL_MS: '0',
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await proxy?.close();
    await scratch?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is away, recovers by itself, and loses no acknowledged write', async () => {
    const base = gateway.baseUrl;
    const log = createRequestLog(CLIENT_TIMEOUT_MS);
    const login = await log.send('login', `${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmails.admin, password: DEMO_PASSWORD }),
    });
    const token = (login.body as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const acknowledged: string[] = [];
    let sequence = 0;
    const load = loop(5, async (worker) => {
      if (worker === 4) {
        await log.send('graphql', `${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ evaluations(limit: 5) { data { id title } } }' }),
        });
        return;
      }
      if (worker % 2 === 0) {
        await log.send('read', `${base}/v1/evaluations?limit=5&with[]=specializations`);
        return;
      }
      const title = `Storingstest ${worker}-${sequence++}`;
      const write = await log.send('write', `${base}/v1/specializations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title }),
      });
      if (write.status === 201 || write.status === 200) acknowledged.push(title);
      else await sleep(50);
    });

    await sleep(1_000);
    const cutAt = Date.now();
    // First down (connections reset at once), then unreachable (connections never answered).
    proxy.setMode('refuse');
    proxy.cutAll();
    await sleep(500);
    const down = await log.send('readyz', `${base}/readyz`);
    expect(down.status).toBe(503);
    proxy.setMode('blackhole');
    await sleep(500);
    const notReady = await log.send('readyz', `${base}/readyz`);
    expect(notReady.status).toBe(503);
    await sleep(1_000);
    const during = await log.send('read', `${base}/v1/evaluations?limit=5`);
    expect(during.status).toBe(503);

    proxy.setMode('pass');
    const backAt = Date.now();
    let recoveredAt: number | undefined;
    while (Date.now() - backAt < 30_000) {
      const ready = await log.send('readyz', `${base}/readyz`);
      const read = await log.send('read', `${base}/v1/evaluations?limit=5`);
      if (ready.status === 200 && read.status === 200) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(200);
    }
    // Requests still waiting on a swallowed connection fail within the connect time limit (1 s);
    // the load runs on past that, so writes after the recovery are counted too.
    await sleep(1_500);
    await load.stop();

    expect(recoveredAt, 'recovered within 30 s after the database returned').toBeDefined();
    // Nothing hung, was cut or failed with 500: every answer is a success or a clean 503.
    const answers = log.tally();
    for (const key of Object.keys(answers)) expect(['200', '201', '503']).toContain(key);
    const unavailable = log.outcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const outcome of unavailable.filter((entry) => entry.kind !== 'readyz')) {
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      if (outcome.kind !== 'graphql') {
        expect(outcome.body).toEqual({ message: expect.stringMatching(/niet beschikbaar/) });
        continue;
      }
      // Through GraphQL: the facade passes /v1's 503 on as SERVICE_UNAVAILABLE.
      expect(outcome.body).toMatchObject({
        data: null,
        errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });
    }
    expect(unavailable.some((outcome) => outcome.kind === 'graphql')).toBe(true);
    // A GraphQL answer of 200 carries data and no errors.
    for (const outcome of log.outcomes.filter((o) => o.kind === 'graphql' && o.status === 200))
      expect((outcome.body as { errors?: unknown }).errors).toBeUndefined();
    // Answers during the outage came within the connection time limit, not the client's.
    const slowest = Math.max(
      ...log.outcomes.filter((o) => o.startedAt >= cutAt && o.startedAt < backAt).map((o) => o.ms),
    );
    expect(slowest).toBeLessThan(4_000);
    // Writes before and after the outage were acknowledged, and every one of them is stored.
    const writesAfter = log.outcomes.filter(
      (o) => o.kind === 'write' && o.startedAt > (recoveredAt ?? 0),
    );
    expect(writesAfter.length).toBeGreaterThan(0);
    expect(writesAfter.filter((o) => o.status !== 201)).toEqual([]);
    const stored = await scratch.query<{ title: string }>(
      "select title from specializations where title like 'Storingstest %'",
    );
    const storedTitles = new Set(stored.map((row) => row.title));
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(acknowledged.filter((title) => !storedTitles.has(title))).toEqual([]);
  });
});
