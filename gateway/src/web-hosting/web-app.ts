// Serves the built single-page app: hashed assets cached for a year, each file as its
// precompressed .br/.gz sibling from the build when the client accepts one, and every page from
// the build's prerendered documents (app-documents.ts): a client route its document (200), a
// public record's page with the record's title, and every other path, or a record a visitor
// cannot see, the not-found screen with 404. A page with data carries its first answers
// (page-data.ts) and is rendered whole from them (page-renderer.ts). Every page's footer is the
// site's content (issue 27): its answer is embedded and the footer rendered from it, per request.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { AnonymousQuery } from '../graphql/graphql-plugin.ts';
import type { AppDocuments } from './app-documents.ts';
import { answerNotFound } from './error-pages.ts';
import {
  type EmbeddedAnswer,
  embedPageData,
  operationsForRequest,
  pageDataFor,
  readPageDataSpec,
} from './page-data.ts';
import { loadRenderers, withContent } from './page-renderer.ts';
import { pathOf, queryOf, wantsPage } from './page-requests.ts';
import { visibleRecordTitle } from './record-titles.ts';

export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    documents: AppDocuments | null;
    db: Kysely<Database>;
    anonymousQuery: AnonymousQuery;
  },
): Promise<void> {
  const { distDir, documents, db, anonymousQuery } = options;
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  // Documents that carry the answers to their first operations (page-data.ts), read once.
  const withData = new Map(
    (documents?.manifest.documents ?? []).flatMap(({ file }) => {
      const spec = readPageDataSpec(distDir, file);
      return spec ? [[file, spec] as const] : [];
    }),
  );
  const renderers = await loadRenderers(distDir, documents?.manifest, app.log);
  const renderPage = renderers.page;
  const footer = documents?.manifest.footer;
  // The documents whose footer the gateway fills in (the CMS's empty app.html has none).
  const withFooter = new Set(
    footer && renderers.footer
      ? [...(documents?.manifest.documents ?? []), { file: documents?.manifest.notFound ?? '' }]
          .map(({ file }) => file)
          .filter((file) => documents?.html(file).includes(footer.marks.start))
      : [],
  );

  /** The footer's answer and the footer rendered from it, for a GET of a page that has one. */
  async function footerFor(
    request: FastifyRequest,
    file: string,
  ): Promise<{ answers: Record<string, EmbeddedAnswer>; html: string | null } | null> {
    if (!footer || !renderers.footer || request.method !== 'GET' || !withFooter.has(file))
      return null;
    const answers = await pageDataFor(anonymousQuery, footer.data);
    return answers && { answers, html: renderers.footer(answers) };
  }

  /** The document with its footer filled in (unchanged without a rendered footer). */
  const footed = (html: string, filled: { html: string | null } | null) =>
    footer && filled?.html ? withContent(html, footer.marks, filled.html) : html;
  // The page renderer's folder is for this process, not for browsers.
  const unserved = documents?.manifest.renderer?.folder;
  if (!hasBuild) {
    app.log.warn({ distDir }, 'web app build not found; run `npm run build` to serve the site');
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Routes for the files present at start; everything else reaches the not-found handler.
      wildcard: false,
      ...(unserved
        ? { allowedPath: (pathName: string) => !pathName.startsWith(`/${unserved}/`) }
        : {}),
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

  /** The not-found screen (404) with its footer, for a browser's page. */
  async function sendNotFound(site: AppDocuments, request: FastifyRequest, reply: FastifyReply) {
    const file = site.manifest.notFound;
    const filled = wantsPage(request) ? await footerFor(request, file) : null;
    if (!filled) return answerNotFound(site, request, reply);
    return reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(embedPageData(footed(site.html(file), filled), filled.answers));
  }

  async function sendPage(site: AppDocuments, request: FastifyRequest, reply: FastifyReply) {
    const match = site.find(pathOf(request.url));
    if (!match) return sendNotFound(site, request, reply);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const { file, record } = match.document;
    const title = record
      ? await visibleRecordTitle(db, record.kind, match.params[record.param] ?? '')
      : undefined;
    if (title === null) return sendNotFound(site, request, reply);
    const titled = (html: string) => (title === undefined ? html : site.fillTitle(html, title));
    const built = withData.get(file);
    const operations =
      built && request.method === 'GET'
        ? operationsForRequest(built, match.params, queryOf(request.url), Boolean(record))
        : null;
    const [filled, pageAnswers] = await Promise.all([
      footerFor(request, file),
      operations ? pageDataFor(anonymousQuery, operations) : null,
    ]);
    const answers = { ...filled?.answers, ...pageAnswers };
    if (Object.keys(answers).length === 0)
      return title === undefined ? reply.sendFile(file) : reply.send(titled(site.html(file)));
    // A page rendered with its answers has its footer rendered too (the footer's answer is one).
    const content = pageAnswers ? (renderPage?.(file, request.url, answers) ?? null) : null;
    const html = site.html(file);
    const page =
      content === null
        ? footed(html, filled)
        : withContent(html, site.manifest.contentMarks, content);
    return reply.send(embedPageData(titled(page), answers));
  }

  app.setNotFoundHandler((request, reply) => {
    if (!hasBuild || !wantsPage(request)) return answerNotFound(null, request, reply);
    // A build without documents.json (an older one) answers every page with index.html.
    if (!documents) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return sendPage(documents, request, reply);
  });
}
