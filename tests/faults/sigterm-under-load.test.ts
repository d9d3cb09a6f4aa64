// SIGTERM to a real gateway process under load (/v1 reads, GraphQL, and a slow upload): requests
// in flight finish, including GraphQL's own /v1 calls and the upload still being sent; new ones
// are refused or answered 503; no request is cut; and the process exits 0.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../gateway/src/test-support/sample-files.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type GatewayProcess, startGateway } from '../support/gateway-process.ts';
import { createRequestLog, errorCode, loop, type Outcome, sleep } from '../support/request-log.ts';
import { waitUntil } from '../support/wait-until.ts';

/** A multipart upload of `bytes` sent in slices over `spreadMs`; resolves with its answer. */
function slowUpload(
  url: string,
  token: string,
  bytes: Uint8Array,
  spreadMs: number,
): { started: Promise<void>; answer: Promise<{ status?: number; error?: string }> } {
  const boundary = 'zv-slow-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="groot.png"\r\n` +
        'content-type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  const answer = new Promise<{ status?: number; error?: string }>((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'x-application': 'zorgevaluatie-web',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.byteLength),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
    });
    request.on('error', (error) => resolve({ error: errorCode(error) }));
    const slices = 16;
    const size = Math.ceil(body.byteLength / slices);
    void (async () => {
      for (let slice = 0; slice < slices; slice++) {
        request.write(body.subarray(slice * size, (slice + 1) * size));
        if (slice === 0) started();
        await sleep(spreadMs / slices);
      }
      request.end();
    })();
  });
  return { started: startedPromise, answer };
}

/** A GET on a connection of its own (no keep-alive pool): a new client after the signal. */
function freshGet(url: string): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
    });
    request.on('error', (error) => resolve({ error: errorCode(error) }));
  });
}

describe('SIGTERM under load', () => {
  let gateway: GatewayProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-sigterm-'));
    gateway = await startGateway({
      DATA_DIR: dataDir,
      ANONYMOUS_CACHE_TTL_MS: '0',
      SHUTDOWN_GRACE_MS: '20000',
    });
  });
  afterAll(async () => {
    if (gateway?.child.exitCode === null) await gateway.stop('SIGKILL');
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes requests in flight, refuses new ones, cuts none and exits 0', async () => {
    const base = gateway.baseUrl;
    const log = createRequestLog(15_000);
    const login = await log.send('login', `${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmails.editor, password: DEMO_PASSWORD }),
    });
    const token = (login.body as { access_token: string }).access_token;

    let signalledAt = Number.POSITIVE_INFINITY;
    const load = loop(4, async (worker) => {
      const outcome =
        worker % 2 === 0
          ? await log.send('v1', `${base}/v1/evaluations?limit=5&with[]=specializations`)
          : await log.send('graphql', `${base}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                query: '{ evaluations(limit: 5) { data { id title specializations { id } } } }',
              }),
            });
      // Told to go away (503) or refused: this client turns elsewhere, as a load balancer would.
      return outcome.status !== 503 && outcome.error === undefined;
    });

    // Under way: some answers in (by count, not by time: a loaded machine answers fewer per second).
    await waitUntil(
      () => log.outcomes.length,
      (count) => count > 20,
      { timeoutMs: 30_000, what: 'twenty answers under load' },
    );
    const payload = new Uint8Array(Buffer.concat([samplePng(), Buffer.alloc(1024 * 1024)]));
    const upload = slowUpload(`${base}/v1/files`, token, payload, 2_500);
    await upload.started;
    await sleep(400);
    const exited = gateway.stop('SIGTERM');
    signalledAt = Date.now();
    await sleep(300);
    const afterSignal = await freshGet(`${base}/v1/evaluations?limit=1`);
    const uploaded = await upload.answer;
    const exitCode = await exited;
    await load.stop();

    expect(uploaded).toEqual({ status: 201 });
    expect(exitCode).toBe(0);
    // A new client after the signal is refused or told to come back.
    expect(afterSignal.error === 'ECONNREFUSED' || afterSignal.status === 503).toBe(true);

    const cut = (outcome: Outcome) => {
      if (outcome.error !== undefined) return outcome.error !== 'ECONNREFUSED';
      // A request sent just before the signal may reach the gateway just after it.
      if (outcome.status === 503) return outcome.startedAt < signalledAt - 100;
      if (outcome.status !== 200) return true;
      // A GraphQL answer with an error is a request that lost its /v1 calls half way.
      return outcome.kind === 'graphql' && (outcome.body as { errors?: unknown }).errors;
    };
    const before = log.outcomes.filter((outcome) => outcome.startedAt < signalledAt);
    expect(before.length).toBeGreaterThan(20);
    expect(log.outcomes.filter(cut)).toEqual([]);
    expect(
      log.outcomes.filter((outcome) => outcome.startedAt > signalledAt).length,
    ).toBeGreaterThan(0);
  });
});
