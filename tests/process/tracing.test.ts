// OpenTelemetry traces of the real gateway process, sent to an OTLP/HTTP receiver started here: one
// trace from an incoming `traceparent` through the /graphql request, its operation, the facade's /v1
// call and that call's own request down to the database, flushed when the gateway stops; no value
// a user sent in any span. Without an endpoint the SDK is never loaded (a resolve hook watches).
// Both gateways start together, on a scratch PostgreSQL database when DATABASE_URL is set (a few
// seconds), else each on its own PGlite (slower to start).
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway } from '../support/gateway-process.ts';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  startOtlpReceiver,
} from '../support/otlp-receiver.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';

const probe = ['--import', path.join(import.meta.dirname, '../helpers/module-probe.ts')];
const INTERNAL = 1;
const SERVER = 2;
const CLIENT = 3;

/** The caller's trace: every span of the request must join it. */
const callerTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpanId = '00f067aa0ba902b7';
/** A search term no span may carry (it travels as a /v1 query value and a statement parameter). */
const secret = 'Vertrouwelijk4711';

const probeQuery = `query TracingProbe($search: String) {
  evaluations(limit: 1, filter: { search: $search }) { data { id } }
}`;

/**
 * POSTs the probe query, its body sent a moment after the headers: the body's stream events then
 * come from a later read of the socket, outside the context the request's span was entered in.
 */
async function graphqlRequest(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify({ query: probeQuery, variables: { search: secret } });
  const request = http.request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      ...headers,
    },
  });
  const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  request.flushHeaders();
  await new Promise((resolve) => setTimeout(resolve, 50));
  request.end(body);
  const response = await answer;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) };
}

/** The OpenTelemetry packages the process resolved, other than the API (prom-client loads it). */
function sdkModulesLoaded(output: string): string[] {
  return [...output.matchAll(/^module-probe: (\S+)$/gm)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier !== '@opentelemetry/api');
}

function jsonLogLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('OpenTelemetry traces of the gateway process', () => {
  let dataDir: string;
  let database: ScratchDatabase | undefined;
  let receiver: OtlpReceiver;
  let traced: GatewayProcess;
  let untraced: GatewayProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-tracing-'));
    receiver = await startOtlpReceiver();
    const serverUrl = process.env.DATABASE_URL;
    database = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
    const start = (name: string, env: Record<string, string>) =>
      startGateway(
        {
          DATA_DIR: path.join(dataDir, name),
          ...(database ? { DATABASE_URL: database.url } : {}),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
          ...env,
        },
        undefined,
        undefined,
        probe,
      );
    [traced, untraced] = await Promise.all([
      start('traced', {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'gateway-under-test',
      }),
      start('untraced', {}),
    ]);
  });
  afterAll(async () => {
    await traced?.stop('SIGKILL');
    await untraced?.stop('SIGKILL');
    await receiver?.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('exports one trace from the caller through GraphQL and /v1 to the database', async () => {
    const answer = await graphqlRequest(traced.baseUrl, {
      traceparent: `00-${callerTraceId}-${callerSpanId}-01`,
    });
    expect(answer).toEqual({ status: 200, body: { data: { evaluations: { data: [] } } } });
    // The batch processor's timer (5 s) has not fired yet: what arrives was flushed by the stop.
    expect(await traced.stop('SIGTERM')).toBe(0);

    expect(receiver.contentTypes()[0]).toBe('application/json');
    const spans = receiver.spans().filter((span) => span.traceId === callerTraceId);
    const one = (name: string, kind: number, parent: ReceivedSpan | { spanId: string }) => {
      const found = spans.filter((span) => span.name === name && span.kind === kind);
      expect(found, `${name} in ${spans.map((span) => span.name).join(', ')}`).toHaveLength(1);
      const span = found[0] as ReceivedSpan;
      expect(span.parentSpanId, `parent of ${name}`).toBe(parent.spanId);
      return span;
    };
    const graphqlServer = one('POST /graphql', SERVER, { spanId: callerSpanId });
    expect(graphqlServer.attributes).toMatchObject({
      'http.route': '/graphql',
      'http.response.status_code': 200,
    });
    const operation = one('query TracingProbe', INTERNAL, graphqlServer);
    expect(operation.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'TracingProbe',
    });
    const v1Call = one('GET /v1/evaluations', CLIENT, operation);
    const v1Server = one('GET /v1/evaluations', SERVER, v1Call);
    expect(v1Server.attributes['http.response.status_code']).toBe(200);
    const statements = spans.filter(
      (span) => span.attributes['db.system.name'] === 'postgresql' && span.kind === CLIENT,
    );
    expect(statements.map((span) => span.name)).toContain('SELECT evaluations');
    for (const statement of statements) expect(statement.parentSpanId).toBe(v1Server.spanId);

    expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['gateway-under-test']));
    // In any case: the search is lowercased on its way to a statement parameter.
    expect(JSON.stringify(receiver.spans()).toLowerCase()).not.toContain(secret.toLowerCase());

    // The request's log lines carry its trace id and span id.
    const completed = jsonLogLines(traced.output())
      .filter((line) => line.msg === 'request completed' && line.trace_id === callerTraceId)
      .map((line) => line.span_id);
    expect(completed).toEqual(expect.arrayContaining([graphqlServer.spanId, v1Server.spanId]));
    expect(sdkModulesLoaded(traced.output())).toContain('@opentelemetry/sdk-trace');
  });

  it('loads no OpenTelemetry SDK and sends nothing without an endpoint', async () => {
    const sentBefore = receiver.spans().length;
    const answer = await graphqlRequest(untraced.baseUrl, {
      traceparent: `00-${callerTraceId}-${callerSpanId}-01`,
    });
    expect(answer.status).toBe(200);
    expect(await untraced.stop('SIGTERM')).toBe(0);

    const output = untraced.output();
    expect(output).toContain('module-probe: @opentelemetry/api');
    expect(sdkModulesLoaded(output)).toEqual([]);
    expect(jsonLogLines(output).filter((line) => 'trace_id' in line)).toEqual([]);
    expect(receiver.spans()).toHaveLength(sentBefore);
  });
});
