// The API reference: an OpenAPI document generated from the route schemas and an offline page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';

describe('/v1 documentation', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(pgliteTestDatabase());
  });
  afterAll(() => server?.close());

  it('serves an OpenAPI 3.1 document covering every /v1 route', async () => {
    const response = await fetch(`${server.baseUrl}/v1/openapi.json`);
    expect(response.status).toBe(200);
    const spec = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(spec.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = server.app.v1Routes
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('documents request bodies from the same zod schemas that validate them', async () => {
    type Body = {
      content: {
        'application/json': { schema: { properties: Record<string, { enum?: string[] }> } };
      };
    };
    const spec = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: Body }>>;
    };
    const create =
      spec.paths['/v1/evaluations']?.post?.requestBody?.content['application/json'].schema;
    expect(create?.properties.status?.enum).toEqual(['new', 'draft', 'published', 'castor']);
    const criterion =
      spec.paths['/v1/evaluations/{id}/relationships/criteria']?.post?.requestBody?.content[
        'application/json'
      ].schema;
    expect(criterion?.properties.type?.enum).toEqual(['inclusion', 'exclusion']);
  });

  it('documents the 409 of a refused delete with where the records are used', async () => {
    type Responses = Record<
      string,
      { content?: { 'application/json': { schema: { $ref: string } } } }
    >;
    const spec = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses?: Responses }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    for (const path of [
      '/v1/specializations/{id}',
      '/v1/specializations',
      '/v1/centers/{id}',
      '/v1/centers',
    ]) {
      const conflict = spec.paths[path]?.delete?.responses?.['409'];
      const ref = conflict?.content?.['application/json'].schema.$ref ?? '';
      expect(ref, path).toBe('#/components/schemas/Conflict');
      expect(Object.keys(spec.components.schemas.Conflict?.properties ?? {})).toEqual([
        'message',
        'used_by',
        'refused',
        // An update from an older version (If-Match) names the fields someone else changed.
        'version',
        'conflicts',
      ]);
    }
  });

  it('serves the reference page and its assets from the gateway itself', async () => {
    const page = await fetch(`${server.baseUrl}/v1/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, 'no external asset').not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `${server.baseUrl}/v1/docs/`);
      expect((await fetch(url)).status, asset).toBe(200);
    }
  });
});
