// GET /metrics in Prometheus' text format, and the hooks that time every request. Metrics say much
// about the service, so only a scraper may read them: one sending METRICS_TOKEN as a bearer token,
// or, when no token is configured, one on this machine or a private network.
import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

const privateRanges = new net.BlockList();
privateRanges.addSubnet('127.0.0.0', 8);
privateRanges.addSubnet('10.0.0.0', 8);
privateRanges.addSubnet('172.16.0.0', 12);
privateRanges.addSubnet('192.168.0.0', 16);
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');

function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return net.isIPv4(v4)
    ? privateRanges.check(v4, 'ipv4')
    : net.isIPv6(ip) && privateRanges.check(ip, 'ipv6');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return isPrivateAddress(request.ip);
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return sameSecret(given, token);
}

export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { token }: { token: string | undefined },
): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/v1/evaluations/:id`), never the raw URL: one series per route.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpRequest.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const cache = reply.getHeader('x-cache');
    if (cache === 'hit' || cache === 'miss')
      metrics.anonymousCache.inc({ layer: route === '/graphql' ? 'graphql' : 'v1', result: cache });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token)) return reply.code(403).send({ message: 'Forbidden' });
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
