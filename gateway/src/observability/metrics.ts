// Prometheus metrics (prom-client): request rate and latency per route, GraphQL operations and
// their /v1 calls, database pool and query time, anonymous-cache hits, the bug-report queue, and
// the process (memory, event-loop lag, GC) from prom-client's default collectors.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: most answers take milliseconds; the tail up to the facade's /v1 time limit. */
const latencyBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  httpRequest: Histogram<'method' | 'route' | 'status_code'>;
  graphqlOperation: Histogram<'operation' | 'outcome'>;
  graphqlV1Calls: Histogram<'operation'>;
  databaseQuery: Histogram<never>;
  anonymousCache: Counter<'layer' | 'result'>;
  /** Reads the pool's connection counts at each scrape (PostgreSQL only). */
  watchPool(stats: () => PoolStats): void;
  /** Reads the bug-report queue's depth at each scrape. */
  watchBugReportQueue(depth: () => Promise<number>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  let poolStats: (() => PoolStats) | undefined;
  const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (poolStats) this.set(read(poolStats()));
      },
    });
  pool('db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
  pool('db_pool_idle_connections', 'PostgreSQL connections idle in the pool', (s) => s.idle);
  pool('db_pool_waiting_requests', 'Queries waiting for a pooled connection', (s) => s.waiting);

  let queueDepth: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'bug_report_queue_depth',
    help: 'Bug reports waiting to be delivered to the project board',
    registers,
    async collect() {
      if (queueDepth) this.set(await queueDepth());
    },
  });

  return {
    registry,
    httpRequest: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: latencyBuckets,
      registers,
    }),
    graphqlOperation: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations by name and outcome (ok or error)',
      labelNames: ['operation', 'outcome'],
      buckets: latencyBuckets,
      registers,
    }),
    graphqlV1Calls: new Histogram({
      name: 'graphql_v1_calls',
      help: '/v1 calls made for one GraphQL operation',
      labelNames: ['operation'],
      buckets: [0, 1, 2, 3, 5, 8, 13, 21],
      registers,
    }),
    databaseQuery: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database statements, as Kysely runs them',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    }),
    anonymousCache: new Counter({
      name: 'anonymous_cache_requests_total',
      help: 'Anonymous reads answered from the cache (hit) or not (miss), per layer (v1, graphql)',
      labelNames: ['layer', 'result'],
      registers,
    }),
    watchPool(stats) {
      poolStats = stats;
    },
    watchBugReportQueue(depth) {
      queueDepth = depth;
    },
  };
}
