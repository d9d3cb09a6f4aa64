// Drives the gateway from this process (the load generator), over loopback: autocannon for single
// requests, and a small sequential client for operations of several calls (a REST client without
// includes, the staff write mix). Both report the same figures: requests (operations) per
// second and latency percentiles from every response's own time.
import autocannon from 'autocannon';
import { Pool } from 'undici';

export interface LoadStats {
  /** Requests (or operations) per second over the run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests (or operations) completed. */
  total: number;
  /** Answers outside 2xx, connection errors and timeouts. */
  errors: number;
  durationS: number;
  connections: number;
  /** Server-Timing `v1` call counts seen (GraphQL: /v1 calls per operation), averaged. */
  v1CallsPerRequest?: number;
}

/** A request of a scenario: made anew for every request, so ids, pages and terms vary. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export function percentile(sorted: Float64Array | number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

function summarize(
  times: number[],
  errors: number,
  durationS: number,
  connections: number,
): LoadStats {
  const sorted = Float64Array.from(times).sort();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    rps: Math.round(times.length / durationS),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    total: times.length,
    errors,
    durationS: round(durationS),
    connections,
  };
}

/** The /v1 calls a GraphQL answer reports in its Server-Timing header, or null. */
export function v1CallsOf(headers: Record<string, unknown> | undefined): number | null {
  const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'server-timing');
  const match = /v1;[^,]*desc="(\d+) calls?"/.exec(String(name ? headers?.[name] : ''));
  return match ? Number(match[1]) : null;
}

/** One autocannon run: `connections` clients, each sending `next()` requests for `durationS`. */
export async function runRequests(options: {
  baseUrl: string;
  next: () => RequestSpec;
  connections: number;
  durationS: number;
}): Promise<LoadStats> {
  const times: number[] = [];
  let errors = 0;
  let v1Calls = 0;
  let v1Counted = 0;
  const started = performance.now();
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const cannonOptions: autocannon.Options = {
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const spec = options.next();
          return {
            ...request,
            method: spec.method,
            path: spec.path,
            headers: { accept: 'application/json', ...spec.headers },
            body: spec.body,
          };
        },
        // Counting /v1 calls per GraphQL operation needs the answer's headers.
        onResponse: (
          _status: number,
          _body: string,
          _context: unknown,
          headers?: Record<string, unknown>,
        ) => {
          const calls = v1CallsOf(headers);
          if (calls !== null) {
            v1Calls += calls;
            v1Counted += 1;
          }
        },
      },
    ],
  };
  const instance = autocannon(cannonOptions, (error, result) =>
    error ? fail(error) : finish(result),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, time: number) => {
    if (statusCode < 200 || statusCode >= 300) errors += 1;
    else times.push(time);
  });
  instance.on('reqError', () => {
    errors += 1;
  });
  const result = await finished;
  const durationS = (performance.now() - started) / 1000;
  const stats = summarize(times, errors + result.timeouts, durationS, options.connections);
  if (v1Counted > 0) stats.v1CallsPerRequest = Math.round((v1Calls / v1Counted) * 100) / 100;
  return stats;
}

/** One call of an operation; a non-2xx answer is an error. */
export type Call = (spec: RequestSpec) => Promise<{ status: number; body: string }>;

/**
 * `connections` clients, each running `operation` (several calls in a row) again and again for
 * `durationS`: the latency of an operation is from its first call to its last answer.
 */
export async function runOperations(options: {
  baseUrl: string;
  operation: (call: Call) => Promise<void>;
  connections: number;
  durationS: number;
}): Promise<LoadStats> {
  const pool = new Pool(options.baseUrl, { connections: options.connections });
  const call: Call = async (spec) => {
    const response = await pool.request({
      method: spec.method,
      path: spec.path,
      headers: { accept: 'application/json', ...spec.headers },
      body: spec.body ?? null,
    });
    const body = await response.body.text();
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw new Error(`${spec.method} ${spec.path}: ${response.statusCode} ${body.slice(0, 200)}`);
    }
    return { status: response.statusCode, body };
  };
  const times: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await options.operation(call);
        times.push(performance.now() - begun);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const durationS = (performance.now() - started) / 1000;
  await pool.close();
  if (errors > 0 && times.length === 0) throw firstError;
  return summarize(times, errors, durationS, options.connections);
}
