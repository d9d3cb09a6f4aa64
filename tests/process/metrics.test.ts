// GET /metrics of the real process: request rate and latency per route, GraphQL operations and their
// /v1 calls, database query time, anonymous-cache hits, the bug-report queue and the process; and
// who may read it (a private address, or the bearer token when one is configured). Request ids in
// the JSON log, carried from a GraphQL request into its /v1 calls.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { startApiServer } from '../support/api-server.ts';
import { type GatewayProcess, startGateway } from '../support/gateway-process.ts';

/** The value of one exposed series, e.g. `http_request_duration_seconds_count{...}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics and request ids of the gateway process', () => {
  let dataDir: string;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-metrics-'));
    gateway = await startGateway({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await gateway?.stop('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('reports routes, GraphQL operations, the database, the cache, the queue and the process', async () => {
    const api = (url: string, init?: RequestInit) => fetch(`${gateway.baseUrl}${url}`, init);
    for (let visit = 0; visit < 2; visit++)
      expect((await api('/v1/specializations')).status).toBe(200);
    const graphql = await api('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query MetricsProbe { evaluations(limit: 1) { data { id } } }',
      }),
    });
    expect(graphql.status).toBe(200);

    const response = await api('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const route = '{method="GET",route="/v1/specializations",status_code="200"}';
    expect(sample(text, `http_request_duration_seconds_count${route}`)).toBe(2);
    // The second visit is a hit; the first and the facade's own /v1 call for the query are misses.
    expect(sample(text, 'anonymous_cache_requests_total{layer="v1",result="hit"}')).toBe(1);
    expect(sample(text, 'anonymous_cache_requests_total{layer="v1",result="miss"}')).toBe(2);
    expect(sample(text, 'anonymous_cache_requests_total{layer="graphql",result="miss"}')).toBe(1);
    expect(
      sample(
        text,
        'graphql_operation_duration_seconds_count{operation="MetricsProbe",outcome="ok"}',
      ),
    ).toBe(1);
    expect(sample(text, 'graphql_v1_calls_sum{operation="MetricsProbe"}')).toBe(1);
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'bug_report_queue_depth')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('logs one request id from a GraphQL request through its /v1 calls, and answers it', async () => {
    const answer = await fetch(`${gateway.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-4711-abc' },
      body: JSON.stringify({ query: '{ programs { data { id } } }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('trace-4711-abc');
    // The answer can come before the log lines of its /v1 call have come through the pipe.
    const urlsOf = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { request_id?: string; req?: { url?: string } })
        .filter((line) => line.request_id === 'trace-4711-abc')
        .map((line) => line.req?.url ?? '');
    const urls = urlsOf(
      await gateway.waitForOutput(
        (output) => urlsOf(output).some((url) => url.startsWith('/v1/programs')),
        { timeoutMs: 10_000, what: 'the /v1 call logged with the request id' },
      ),
    );
    expect(urls).toContain('/graphql');
    expect(urls.some((url) => url.startsWith('/v1/programs'))).toBe(true);

    // An id that could forge log lines is replaced by a fresh one.
    const forged = await fetch(`${gateway.baseUrl}/healthz`, {
      headers: { 'x-request-id': 'evil" injected' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(`metrics access on ${target.name}`, () => {
    it('answers a scraper with the token only, when one is configured', async () => {
      const token = 'scraper-token-of-the-test';
      const server = await startApiServer(target, { env: { METRICS_TOKEN: token } });
      try {
        const scrape = (headers: Record<string, string> = {}) =>
          fetch(`${server.baseUrl}/metrics`, { headers });
        expect((await scrape()).status).toBe(403);
        expect((await scrape({ authorization: 'Bearer not-the-token-at-all' })).status).toBe(403);
        const allowed = await scrape({ authorization: `Bearer ${token}` });
        expect(allowed.status).toBe(200);
        // PostgreSQL's pool holds the connection the token check's start-up used; PGlite has none.
        const connections = sample(await allowed.text(), 'db_pool_connections') ?? -1;
        if (target.name === 'postgres') expect(connections).toBeGreaterThan(0);
        else expect(connections).toBe(0);
      } finally {
        await server.close();
      }
    });
  });
}
