// Which requests are for a page of the site (answered with an HTML document) and which are for the
// server's own paths or files (answered as they are: JSON, a file, or a plain 404).
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** Paths owned by the server; a miss there is a plain 404, never a page. */
const serverPrefixes = ['/v1', '/graphql', '/healthz', '/readyz', '/metrics', '/assets'];

/** The path of a request's URL, without its query string. */
export const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** The query string of a request's URL (empty without one; a value that cannot be read is kept). */
export function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

export function isServerPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return serverPrefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** Whether the client takes HTML: a browser navigating to a page. */
export const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html');

/**
 * A page request: GET or HEAD, outside the server's paths, for a path without a file extension (a
 * client route), or for anything when a browser asks for HTML (a mistyped `/x.pdf` link gets the
 * not-found screen, a missing `/favicon.png` for an `<img>` a plain 404).
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request.url);
  if (isServerPath(pathname)) return false;
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html' || acceptsHtml(request);
}
