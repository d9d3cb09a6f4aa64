// The OpenAPI document of /v1, generated from the route schemas, and a reference page that works
// offline (Swagger UI's assets are served by the gateway itself, never from a CDN).
import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const description = `The provider API of Zorgevaluatie Nederland.

* Requests and answers are JSON; files are uploaded as multipart form data.
* \`Accept-Language: nl|en\` picks the language of messages (Dutch by default).
* \`Authorization: Bearer <access token>\` from \`POST /v1/auth/login\`.
* Lists take \`with[]=relation\`, \`filter[name]=value\` (alias \`filters[...]\`), \`page\`, \`limit\` (at most 100)
  and \`sort=!starts_at,title\` (a leading \`!\` sorts descending). Unknown filters and sort keys answer 422.
* Lists answer \`{ data, current_page, from, to, last_page, per_page, total }\`; one record \`{ data }\`.
* Update with PATCH or PUT, or with POST and \`_method: PATCH|PUT\` in the body. Delete answers 204;
  \`DELETE /v1/{resource}?ids[]=1&ids[]=2\` deletes several.
* Errors: 422 \`{ message, errors: { field: [messages] } }\`; 401/403/404/409/413/415/429 \`{ message }\`;
  a refused delete (409) also says where the records are used: \`{ message, used_by, refused }\`.
* Every operation lists the answer of each status it gives; records are under Schemas, one per type.`;

const refsIn = (value: unknown): string[] =>
  [...JSON.stringify(value ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );

/**
 * The answer records (shared/answers.ts) as components/schemas: those the operations refer to and
 * the ones those refer to (the zod provider would also list an input twin of each, never used).
 */
const withAnswerRecords: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = openapi.components?.schemas ?? {};
  const used = new Set<string>();
  let next = refsIn(openapi.paths);
  while (next.length > 0) {
    const fresh = next.filter((name) => !used.has(name));
    for (const name of fresh) used.add(name);
    next = fresh.flatMap((name) => refsIn(schemas[name]));
  }
  const referenced = Object.entries(schemas).filter(([name]) => used.has(name));
  return {
    ...openapi,
    components: { ...openapi.components, schemas: Object.fromEntries(referenced) },
  } as ReturnType<SwaggerTransformObject>;
};

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Zorgevaluatie Nederland /v1', version: '1.0.0', description },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'Access token from POST /v1/auth/login',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: withAnswerRecords,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // Everything from this origin; Swagger UI sets inline styles on its elements.
    staticCSP:
      "default-src 'self'; base-uri 'self'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
