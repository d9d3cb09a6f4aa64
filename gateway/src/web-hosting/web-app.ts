// Serves the built single-page app: hashed assets cached for a year, index.html for client routes,
// each file as its precompressed .br/.gz sibling from the build when the client accepts one.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { AnonymousQuery } from '../graphql/graphql-plugin.ts';
import { documentFor, publishedEvaluationTitle, withEvaluationTitle } from './app-documents.ts';
import { embedPageData, pageDataFor, readPageDataOperations } from './page-data.ts';

/** Paths owned by the server; a miss there is a real 404, never the app's index.html. */
const serverPrefixes = ['/v1', '/graphql', '/healthz', '/readyz', '/assets'];

function isServerPath(pathname: string): boolean {
  return serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  db: Kysely<Database>,
  anonymousQuery: AnonymousQuery,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // A build without prerendered pages (an older one) answers every route with index.html.
  const present = (file: string) => fs.existsSync(path.join(distDir, file));
  const evaluationTemplate = present('shells/evaluation.html')
    ? fs.readFileSync(path.join(distDir, 'shells/evaluation.html'), 'utf8')
    : null;
  // Documents that carry the answers to their first operations (page-data.ts), read once.
  const withData = new Map(
    (hasBuild ? documentsWithData(distDir) : []).flatMap((file) => {
      const operations = readPageDataOperations(distDir, file);
      return operations
        ? [[file, { operations, html: fs.readFileSync(path.join(distDir, file), 'utf8') }] as const]
        : [];
    }),
  );
  if (!hasBuild) {
    app.log.warn({ distDir }, 'web app build not found; run `npm run build` to serve the site');
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Routes for the files present at start; everything else reaches the not-found handler.
      wildcard: false,
      cacheControl: false,
      // The build writes foo.js.br and foo.js.gz beside foo.js (scripts/precompress.ts); served as
      // files with Content-Encoding and Vary: Accept-Encoding, so nothing is compressed per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  async function sendAppDocument(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const document = documentFor(request.url.split('?')[0] ?? '/');
    if ('evaluationParam' in document && evaluationTemplate) {
      const title = await publishedEvaluationTitle(db, document.evaluationParam);
      if (title !== null) return reply.send(withEvaluationTitle(evaluationTemplate, title));
      return reply.sendFile(present('shells/public.html') ? 'shells/public.html' : 'index.html');
    }
    const dataPage = withData.get(document.file);
    // The operations answer the page without a query string (the list unfiltered, say).
    if (dataPage && request.method === 'GET' && !request.url.includes('?')) {
      const answers = await pageDataFor(anonymousQuery, dataPage.operations);
      if (answers !== null) return reply.send(embedPageData(dataPage.html, answers));
    }
    return reply.sendFile(present(document.file) ? document.file : 'index.html');
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && wantsAppShell(request)) return sendAppDocument(request, reply);
    return reply.code(404).send({ message: 'Not Found' });
  });
}

/** The documents the build wrote operations beside (`<file>.data.json`). */
function documentsWithData(distDir: string): string[] {
  return fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html.data.json'))
    .map((file) => file.slice(0, -'.data.json'.length).split(path.sep).join('/'));
}

function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isServerPath(pathname)) return false;
  // A missing file with an extension (e.g. /favicon.png) is a 404, not the app.
  return path.extname(pathname) === '' || pathname.endsWith('.html');
}
