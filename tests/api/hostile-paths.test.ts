// The hostile texts of the fuzz corpus (support/hostile-values.ts) in path segments and query
// values, over real HTTP against a gateway serving the build's prerendered documents
// (support/prerendered-build.ts): every page route of the build's documents.json and every /v1
// route with a path parameter of the OpenAPI document, as a browser (Accept: text/html) and as an
// API client. Nothing answers 5xx or shows internal text; a browser always gets HTML for a page.
// The first route of each kind gets the whole corpus, the others its sample, so the walk over
// every route takes seconds.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import type { DocumentsManifest } from '../../gateway/src/web-hosting/documents-manifest.ts';
import { hostileUrlSample, hostileUrlValues } from '../support/hostile-values.ts';
import { openApiOperations, pathFiller } from '../support/openapi-routes.ts';
import { writePrerenderedBuild } from '../support/prerendered-build.ts';
import { type SeededGateway, startSeededGateway } from '../support/seeded-gateway.ts';

const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const apiClient = 'application/json';

/** What must never reach a client: SQL states, driver errors, stack frames, driver names. */
const internalText = [
  /"code"\s*:\s*"[0-9A-Z]{5}"/,
  /invalid byte sequence|invalid input syntax|out of range for type|syntax error at/i,
  /\((?:file:\/\/)?\/[^()\s]+:\d+:\d+\)/,
  /\b(?:pglite|pg-protocol|kysely|node_modules|postgres(?:ql)?)\b/i,
];

interface HostileRequest {
  url: string;
  accept: string;
  method?: string;
  token?: string;
  /** The status the answer must have, where one is certain. */
  status?: number;
}

interface Answer {
  request: HostileRequest;
  status: number;
  type: string;
  body: string;
}

/**
 * One request as written: node:http sends the path untouched (fetch's URL parser would resolve
 * `%2e%2e` and drop what follows a `#`).
 */
function send(baseUrl: string, agent: http.Agent, request: HostileRequest): Promise<Answer> {
  const { url, accept, method = 'GET', token } = request;
  const write = method !== 'GET';
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname,
        port,
        path: url,
        method,
        agent,
        timeout: 10_000,
        headers: {
          accept,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(write ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            request,
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(write ? '{}' : undefined);
  });
}

/** Requests in small parallel batches: thousands in seconds, without flooding the gateway. */
async function sendAll(baseUrl: string, requests: HostileRequest[]): Promise<Answer[]> {
  // A connection per request: the gateway may close one whose body it did not read (a write
  // refused before its body), which a reused connection would meet as a hang-up.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 24 });
  try {
    const answers: Answer[] = [];
    for (let start = 0; start < requests.length; start += 24)
      answers.push(
        ...(await Promise.all(
          requests.slice(start, start + 24).map((request) => send(baseUrl, agent, request)),
        )),
      );
    return answers;
  } finally {
    agent.destroy();
  }
}

/**
 * What is wrong with the answers: a 5xx, internal text, another status than expected, or (for
 * the answers of `typed`) another content type than `type`. Each problem names its request.
 */
function problemsOf(answers: Answer[], type: string, typed = (_answer: Answer) => true): string[] {
  return answers.flatMap((answer) => {
    const { request } = answer;
    const leaked = internalText.find((pattern) => pattern.test(answer.body));
    const problems = [
      answer.status >= 500 ? `answered ${answer.status}` : '',
      leaked ? `shows ${leaked} in ${answer.body.slice(0, 200)}` : '',
      request.status !== undefined && answer.status !== request.status
        ? `answered ${answer.status}, not ${request.status}`
        : '',
      typed(answer) && !answer.type.includes(type) ? `answered ${answer.type}, not ${type}` : '',
    ].filter(Boolean);
    const asked = `${request.method ?? 'GET'} ${request.url.slice(0, 120)} (${request.accept === browser ? 'browser' : 'API client'})`;
    return problems.map((problem) => `${asked}: ${problem}`);
  });
}

/** A browser asked: the answer must be HTML (an API client may get JSON for a `/x.y` path). */
const fromBrowser = (answer: Answer) => answer.request.accept === browser;

const PARAM = /[:{](\w+)\}?/g;

/** The pattern with each parameter in turn replaced by `value`, the others by `filler`. */
function withValueIn(pattern: string, value: string, filler: (name: string) => string): string[] {
  const names = [...pattern.matchAll(PARAM)].map((match) => match[1] as string);
  return names.map((name) =>
    pattern.replace(PARAM, (_whole, each: string) => (each === name ? value : filler(each))),
  );
}

/** The whole corpus for the first item of each kind, the sample for the others. */
function valuesByKind<T>(items: readonly T[], kindOf: (item: T) => string) {
  const seen = new Set<string>();
  return items.map((item) => {
    const kind = kindOf(item);
    const first = !seen.has(kind);
    seen.add(kind);
    return { item, values: first ? hostileUrlValues : hostileUrlSample };
  });
}

/** Each value asked both ways for the whole corpus; the sample's values alternate between them. */
function bothWays(
  values: readonly string[],
  make: (value: string) => Omit<HostileRequest, 'accept'>[],
) {
  const whole = values === hostileUrlValues;
  return values.flatMap((value, index) =>
    make(value).flatMap((request) =>
      whole
        ? [
            { ...request, accept: browser },
            { ...request, accept: apiClient },
          ]
        : [{ ...request, accept: index % 2 === 0 ? browser : apiClient }],
    ),
  );
}

describe('hostile path segments and query values', () => {
  let distDir: string;
  let gateway: SeededGateway;
  let manifest: DocumentsManifest;

  beforeAll(async () => {
    distDir = await writePrerenderedBuild();
    manifest = JSON.parse(
      await fs.readFile(path.join(distDir, 'documents.json'), 'utf8'),
    ) as DocumentsManifest;
    gateway = await startSeededGateway(pgliteTestDatabase(), { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await gateway?.close();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });

  /** Every route of documents.json with its document's kind: a record's, the app's, or a page. */
  const pageRoutes = () =>
    manifest.documents.flatMap((document) =>
      document.routes.map((route) => ({
        route,
        kind: document.record?.kind ?? (document.file === 'app.html' ? 'app' : 'page'),
      })),
    );

  it('answers a hostile segment in every page route with HTML: the not-found screen', async () => {
    const routes = pageRoutes();
    expect(routes.length).toBeGreaterThan(20);
    // A path with a segment added is none, unless a route takes a parameter there.
    const takesParameterAfter = (route: string) =>
      routes.some((other) => other.route !== route && other.route.replace(/\/:\w+$/, '') === route);
    const requests = valuesByKind(
      routes,
      ({ route, kind }) => `${kind} ${route.includes(':')}`,
    ).flatMap(({ item: { route, kind }, values }) =>
      bothWays(values, (value) => [
        // A public page's parameter names a record that does not exist; a CMS page takes any
        // id (the app asks /v1 itself). A segment added makes a path that is none.
        ...withValueIn(route, value, () => '1').map((url) =>
          kind === 'app' ? { url } : { url, status: 404 },
        ),
        {
          url: `${route.replace(PARAM, '1').replace(/\/$/, '')}/${value}`,
          ...(takesParameterAfter(route) ? {} : { status: 404 }),
        },
      ]),
    );
    const answers = await sendAll(gateway.server.baseUrl, requests);
    expect(problemsOf(answers, 'text/html', fromBrowser)).toEqual([]);
  }, 120_000);

  it('answers hostile query values on every page route with its page', async () => {
    const routes = pageRoutes().filter(({ route }) => !route.includes(':'));
    const requests = valuesByKind(routes, ({ kind }) => kind).flatMap(
      ({ item: { route }, values }) =>
        bothWays(values, (value) => [
          { url: `${route}?q=${value}&page=${value}&sort=${value}`, status: 200 },
        ]),
    );
    const answers = await sendAll(gateway.server.baseUrl, requests);
    expect(problemsOf(answers, 'text/html')).toEqual([]);
  }, 120_000);

  it('answers a hostile segment or query value in every /v1 route with a parameter without a 5xx', async () => {
    const operations = (await openApiOperations(gateway.server.baseUrl)).filter((operation) =>
      operation.path.includes('{'),
    );
    expect(operations.length).toBeGreaterThan(100);
    const fill = pathFiller(gateway.server.baseUrl, gateway.tokens.admin);
    // A kind: the same method and shape of path over another resource or relationship.
    const kindOf = ({ method, path: route }: (typeof operations)[number]) =>
      `${method} ${route.replace(/^\/v1\/[^/]+/, '').replace(/relationships\/[^/]+/, '*')}`;
    const requests: HostileRequest[] = [];
    for (const { item: operation, values } of valuesByKind(operations, kindOf)) {
      // The other parameters name real records, so the hostile one is what the route reads.
      const real = await fill(operation.path);
      const realValue = (name: string) =>
        real.split('/')[operation.path.split('/').indexOf(`{${name}}`)] ?? '1';
      const method = operation.method;
      requests.push(
        ...bothWays(values, (value) => [
          ...withValueIn(operation.path, value, realValue).map((url) => ({ url, method })),
          ...(method === 'GET' ? [{ url: `${real}?with=${value}` }] : []),
        ]),
      );
    }
    const answers = await sendAll(gateway.server.baseUrl, requests);
    // A route that refuses a visitor before it reads its parameter is asked again as an admin.
    const refused = answers.filter((answer) => [401, 403].includes(answer.status));
    const asAdmin = await sendAll(
      gateway.server.baseUrl,
      refused.map(({ request }) => ({ ...request, token: gateway.tokens.admin })),
    );
    // /v1 answers JSON to both ways of asking; a file it serves is the file.
    const failed = (answer: Answer) => answer.status >= 400;
    expect(answers.filter(failed).length).toBeGreaterThan(requests.length / 2);
    expect(problemsOf([...answers, ...asAdmin], 'application/json', failed)).toEqual([]);
  }, 120_000);
});
