// What the gateway's request log says about a request: the method, the path with the names of its
// query parameters but not their values (a search may hold a name, a link may hold a token), and
// the client address truncated to its network (IPv4 /24, IPv6 /48). The log goes to stdout; its
// retention is the platform's (docs/security.md, Privacy).
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The address with its host part zeroed: 203.0.113.77 -> 203.0.113.0, 2001:db8:1:2::7 -> 2001:db8:1::. */
export function truncateAddress(address: string | undefined): string | undefined {
  if (!address) return address;
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return undefined;
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      // An embedded IPv4 address (::ffff:1.2.3.4 is handled above) stands for two groups.
      .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const leading = groupsOf(head);
  const trailing = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - leading.length - trailing.length }, () => '0');
  const network = [...leading, ...zeros, ...trailing].slice(0, 3);
  return `${network.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::`;
}

/** The url with the values of its query parameters left out. */
export function urlWithoutValues(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 1)[0]);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

export function requestLogEntry(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutValues(request.url),
    remoteAddress: truncateAddress(request.ip),
  };
}

/** Fastify's logger options: the level, and the request entry above instead of the default one. */
export function loggerOptions(level: Config['LOG_LEVEL'], stream?: NodeJS.WritableStream) {
  return { level, serializers: { req: requestLogEntry }, ...(stream ? { stream } : {}) };
}
