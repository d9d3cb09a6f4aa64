// HTTP compression over real sockets: static files precompressed at build (scripts/precompress.ts)
// and API answers compressed on the fly: brotli when accepted, else gzip, else none, same bytes.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { precompressFolder } from '../../scripts/precompress.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body arrives exactly as sent (fetch would decode it). */
function rawRequest(
  url: string,
  options: { acceptEncoding?: string; method?: string; json?: unknown } = {},
): Promise<RawResponse> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}

/** A small build: the shapes of web/dist with enough text in each file to be worth compressing. */
async function writeFakeBuild(dir: string): Promise<void> {
  const filler = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="nl"><head><title>Zorgevaluatie Nederland</title></head><body><div id="root"></div><!--\n${filler('padding')}\n--></body></html>`,
  );
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), filler('console.log("app");'));
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.css'), filler('.a { color: red; }'));
  await fs.writeFile(
    path.join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><!--\n${filler('svg')}\n--></svg>`,
  );
  await fs.writeFile(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Zorgevaluatie Nederland', notes: filler('note') }),
  );
}

describe('HTTP compression', () => {
  let server: ApiServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-dist-'));
    await writeFakeBuild(distDir);
    await precompressFolder(distDir);
    const pglite = pgliteTestDatabase();
    server = await startApiServer(pglite, { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const introspection = { query: '{ __schema { types { name description } } }' };
  const kinds = [
    { kind: 'the home page', path: '/', type: 'text/html' },
    { kind: 'a client route (index.html fallback)', path: '/evaluations', type: 'text/html' },
    { kind: 'a script', path: '/assets/index-abc123.js', type: 'application/javascript' },
    { kind: 'a style sheet', path: '/assets/index-abc123.css', type: 'text/css' },
    { kind: 'an SVG image', path: '/favicon.svg', type: 'image/svg+xml' },
    { kind: 'the web manifest', path: '/manifest.webmanifest', type: 'application/manifest+json' },
    { kind: 'a /v1 JSON answer', path: '/v1/openapi.json', type: 'application/json' },
    { kind: 'a /graphql answer', path: '/graphql', type: 'application/json', json: introspection },
  ];

  it.each(kinds)('$kind arrives as brotli, gzip or plain, each the same bytes', async (entry) => {
    const url = `${server.baseUrl}${entry.path}`;
    const request = (acceptEncoding?: string) =>
      rawRequest(url, {
        ...(acceptEncoding ? { acceptEncoding } : {}),
        ...(entry.json ? { method: 'POST', json: entry.json } : {}),
      });
    const plain = await request();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain(entry.type);
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain(entry.type);
    expect(brotli.body.length).toBeLessThan(plain.body.length);
    expect(decode(brotli).equals(plain.body)).toBe(true);

    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(decode(gzip).equals(plain.body)).toBe(true);
  });

  it('keeps the cache rules: hashed assets for a year, the app shell revalidated', async () => {
    const asset = await rawRequest(`${server.baseUrl}/assets/index-abc123.js`, {
      acceptEncoding: 'br',
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await rawRequest(`${server.baseUrl}/evaluations`, { acceptEncoding: 'br' });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('leaves answers under the 1 KB threshold uncompressed', async () => {
    const small = await rawRequest(`${server.baseUrl}/v1/no-such-route`, {
      acceptEncoding: 'br, gzip',
    });
    expect(small.status).toBe(404);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
