// Property-based fuzzing of /v1 through real HTTP (fast-check): arbitrary list query strings and
// arbitrary bodies for every write route of the OpenAPI document never answer 5xx and never pollute
// prototypes. FUZZ_RUNS raises the number of runs for a soak run.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import {
  anyJsonBody,
  type FormPart,
  fuzzRuns,
  fuzzSeed,
  hostileBody,
  hostileForm,
  hostileQuery,
} from '../support/hostile-values.ts';
import { listResources } from '../support/list-resources.ts';
import {
  isListRoute,
  type OpenApiOperation,
  openApiOperations,
  pathFiller,
} from '../support/openapi-routes.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const pglite = pgliteTestDatabase();

/** Own property names of the built-in prototypes, to compare after every request. */
function prototypeShape(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join(','))
    .join('|');
}

/**
 * Bodies that once answered 500: a field named `constructor` (field errors were a plain object),
 * NUL and a lone surrogate in a text field and inside a JSON setting (PostgreSQL refuses both),
 * an id beyond PostgreSQL's integer, a user's name cleared without name parts (NOT NULL).
 */
function knownHostileBodies(fields: readonly string[]): [string][] {
  const field = JSON.stringify(fields[0] ?? 'title');
  return [
    ['{"constructor":"","_method":"PATCH"}'],
    [`{${field}:"a\\u0000b"}`],
    [`{${field}:"a\\ud800"}`],
    [`{${field}:{"":"\\u0000"},"_method":"PATCH"}`],
    [`{${field}:{"":"\\udfff"}}`],
    [`{${field}:${'['.repeat(400)}${']'.repeat(400)}}`],
    [`{${field}:2147483648,"_method":"PATCH"}`],
    ['{"name":null,"_method":"PATCH"}'],
  ];
}

/**
 * Up to 42 s in `npm test` with both suites on 2 cores: twice that, and room for a soak run's
 * larger FUZZ_RUNS.
 */
const timeout = 120_000 + fuzzRuns(0) * 4_000;

/** The parts as a multipart body (fetch sets its content type with the boundary). */
function formData(parts: FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts)
    if ('file' in part)
      form.append(part.name, new Blob([new Uint8Array(part.file)]), 'bijlage.bin');
    else form.append(part.name, part.value);
  return form;
}

/** Routes a fuzzer must not call with the session it relies on (logout revokes the token). */
const sessionRoutes = new Set(['/v1/auth/logout', '/v1/auth/refresh']);

describe('fuzzing /v1 (fast-check)', () => {
  const gateway = useSeededGateway(pglite);
  let operations: OpenApiOperation[];
  let fill: (path: string) => Promise<string>;
  const shape = prototypeShape();

  beforeAll(async () => {
    operations = await openApiOperations(gateway.server.baseUrl);
    fill = pathFiller(gateway.server.baseUrl, gateway.tokens.admin);
  });

  const send = async (method: string, url: string, body?: string | FormData) => {
    const response = await fetch(`${gateway.server.baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${gateway.tokens.admin}`,
        accept: 'application/json',
        'x-application': 'zorgevaluatie-web',
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
      // A request that hangs fails the property (and names itself) instead of the whole file.
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** The answer is a client error or success, and no prototype gained a property. */
  const expectHandled = (status: number, request: string) => {
    expect(status, request).toBeLessThan(500);
    expect(prototypeShape(), `prototype polluted by ${request}`).toBe(shape);
    expect(({} as Record<string, unknown>).polluted, request).toBeUndefined();
  };

  it(
    'parses any query string of every list route without a 5xx',
    async () => {
      const lists = operations.filter(isListRoute);
      expect(lists.length).toBeGreaterThan(20);
      const routes = await Promise.all(
        lists.map(async (operation) => {
          const declared = listResources.find((resource) => resource.path === operation.path);
          return {
            url: await fill(operation.path),
            query: hostileQuery(declared?.filters ?? ['search'], declared?.sorts ?? ['title']),
          };
        }),
      );
      const reads = operations.filter((operation) => operation.queryNames.includes('with'));
      for (const operation of reads)
        routes.push({ url: await fill(operation.path), query: hostileQuery(['search'], ['id']) });

      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(route.query, async (query) => {
            const url = `${route.url}?${query}`;
            expectHandled(await send('GET', url), `GET ${url}`);
          }),
          { numRuns: fuzzRuns(8), seed: fuzzSeed() },
        );
      }
    },
    timeout,
  );

  it(
    'answers any body of every write route of the OpenAPI document without a 5xx',
    async () => {
      const writes = operations.filter(
        (operation) =>
          ['POST', 'PATCH', 'PUT'].includes(operation.method) && !sessionRoutes.has(operation.path),
      );
      expect(writes.length).toBeGreaterThan(60);
      for (const operation of writes) {
        const url = await fill(operation.path);
        const examples = knownHostileBodies(operation.bodyFields);
        const body = fc.oneof(
          { weight: 4, arbitrary: hostileBody(operation.bodyFields) },
          { weight: 1, arbitrary: anyJsonBody },
        );
        await fc.assert(
          fc.asyncProperty(body, async (text) => {
            const status = await send(operation.method, url, text);
            expectHandled(status, `${operation.method} ${url} ${text.slice(0, 300)}`);
          }),
          // Defects found by earlier runs stay in as fixed examples, run every time (fast-check
          // counts examples among numRuns, so they are added to it).
          {
            numRuns: fuzzRuns(3) + examples.length,
            seed: fuzzSeed(),
            examples,
          },
        );
      }
      // Ids beyond PostgreSQL's integer in the path (a 500 once, like user_id 2147483648 above).
      for (const operation of writes.filter((write) => write.path.includes('{'))) {
        const url = operation.path.replace(/\{\w+\}/g, '2147483648');
        expectHandled(await send(operation.method, url, '{}'), `${operation.method} ${url}`);
      }
      // Still healthy and still the admin's session.
      expect(await send('GET', '/v1/users?filter[current]=1')).toBe(200);
    },
    timeout,
  );

  it(
    'answers any multipart body of every write route without a 5xx',
    async () => {
      const writes = operations.filter(
        (operation) =>
          ['POST', 'PATCH', 'PUT'].includes(operation.method) && !sessionRoutes.has(operation.path),
      );
      for (const operation of writes) {
        const url = await fill(operation.path);
        await fc.assert(
          fc.asyncProperty(hostileForm(operation.bodyFields), async (parts) => {
            const status = await send(operation.method, url, formData(parts));
            const names = parts.map((part) => part.name).join(',');
            expectHandled(status, `${operation.method} ${url} multipart ${names.slice(0, 300)}`);
          }),
          { numRuns: fuzzRuns(2), seed: fuzzSeed() },
        );
      }
      expect(await send('GET', '/v1/users?filter[current]=1')).toBe(200);
    },
    timeout,
  );
});
