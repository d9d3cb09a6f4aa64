// A recording HTTP proxy between the GraphQL facade and /v1, for tests: it counts the facade's
// /v1 calls and can make chosen calls fail or hang, the way a broken upstream would; and the facade
// tests' setup of a seeded gateway behind it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabaseTarget } from '../../gateway/src/test-support/test-database.ts';
import { type SeededGateway, seededGatewayView, startSeededGateway } from './seeded-gateway.ts';

/** What to do with one call: pass it on, answer it with a status, or never answer. */
export type ProxyBehaviour = 'pass' | 'hang' | { status: number; body?: unknown };

export interface V1Proxy {
  /** Base URL to give the gateway as V1_BASE_URL (ends in /v1). */
  url: string;
  /** Where calls go: the real gateway's origin, known once it listens. */
  setTarget(origin: string): void;
  /** Every call seen, as `METHOD /v1/path?query`. */
  calls: string[];
  /** Decides per call; by default every call passes. */
  behave(decide: (call: { method: string; url: string }) => ProxyBehaviour): void;
  close(): Promise<void>;
}

export async function startV1Proxy(): Promise<V1Proxy> {
  let target = '';
  let decide: (call: { method: string; url: string }) => ProxyBehaviour = () => 'pass';
  const calls: string[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? '/');
    calls.push(`${request.method} ${url}`);
    const behaviour = decide({ method: request.method ?? 'GET', url });
    if (behaviour === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour !== 'pass') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(behaviour.body ?? { message: 'Upstream failure' }));
      return;
    }
    const forward = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    setTarget(origin) {
      target = origin;
    },
    calls,
    behave(next) {
      decide = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A seeded gateway whose GraphQL facade reaches /v1 through a recording proxy. */
export interface ProxiedGateway extends SeededGateway {
  proxy: V1Proxy;
}

/**
 * The facade tests' setup: a proxy started first, then a seeded gateway whose facade calls /v1
 * through it (`env` adds settings beside V1_BASE_URL), both closed after the tests of the
 * enclosing describe block. Read the fields inside hooks and tests, as with useSeededGateway.
 */
export function useProxiedSeededGateway(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
): ProxiedGateway {
  let proxy: V1Proxy | undefined;
  let gateway: SeededGateway | undefined;
  beforeAll(async () => {
    proxy = await startV1Proxy();
    gateway = await startSeededGateway(target, { env: { V1_BASE_URL: proxy.url, ...env } });
    proxy.setTarget(gateway.server.baseUrl);
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });
  const started = () => {
    if (!proxy || !gateway)
      throw new Error('the proxied gateway is not started: use it inside hooks and tests');
    return { proxy, gateway };
  };
  const view = seededGatewayView(() => started().gateway);
  return Object.defineProperty(view, 'proxy', { get: () => started().proxy }) as ProxiedGateway;
}
