// The OpenAPI document of /v1, generated from the route schemas, and a reference page that works
// offline (Swagger UI's assets are served by the gateway itself, never from a CDN).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  a refused delete (409) also says where the records are used: \`{ message, used_by, refused }\`.`;

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
