// A public page with data rendered whole into its HTML per request (and every page's footer), so a phone paints the page's
// content with the HTML instead of after the JavaScript (issue 26: Lighthouse mobile on every
// public route). The web build writes a module for Node beside its documents (documents.json's
// `renderer`: `renderPage` of web/src/prerender/render-pages.tsx, every dependency bundled in);
// given the answers the gateway embeds in the page (page-data.ts), it renders the same markup the
// app's first render makes from them, and that goes between the document's content marks. A build
// without the module, or a render that fails, leaves the document as the build wrote it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentsManifest } from './documents-manifest.ts';
import type { EmbeddedAnswer } from './page-data.ts';

/** The page's content for one request, or null: the document goes out as the build wrote it. */
export type PageRenderer = (
  file: string,
  url: string,
  answers: Record<string, EmbeddedAnswer>,
) => string | null;

/** The footer rendered from its answer (the site's sponsors and privacy statement), or null. */
export type FooterRenderer = (answers: Record<string, EmbeddedAnswer>) => string | null;

interface RendererModule {
  renderPage(file: string, url: string, answers: Record<string, EmbeddedAnswer>): string | null;
  /** Builds before issue 27 have none: their footers are as built. */
  renderFooter?(answers: Record<string, EmbeddedAnswer>): string;
}

function isRendererModule(value: unknown): value is RendererModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderPage?: unknown }).renderPage === 'function'
  );
}

/** The build's renderers (none without one); what they cannot render is logged and skipped. */
export async function loadRenderers(
  distDir: string,
  manifest: DocumentsManifest | undefined,
  log: FastifyBaseLogger,
): Promise<{ page: PageRenderer | null; footer: FooterRenderer | null }> {
  const none = { page: null, footer: null };
  if (!manifest?.renderer || !manifest.contentMarks) return none;
  const file = path.resolve(distDir, manifest.renderer.folder, manifest.renderer.module);
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    log.warn({ err: error, file }, 'page renderer not loaded; pages go out as built');
    return none;
  }
  if (!isRendererModule(module)) {
    log.warn({ file }, 'page renderer has no renderPage; pages go out as built');
    return none;
  }
  const page: PageRenderer = (document, url, answers) => {
    try {
      return module.renderPage(document, url, answers);
    } catch (error) {
      log.warn({ err: error, file: document, url }, 'page not rendered; sent as built');
      return null;
    }
  };
  const renderFooter = module.renderFooter;
  // The same answer renders the same footer: one entry remembered (every page shows it).
  let last: { answers: string; html: string } | undefined;
  const footer: FooterRenderer | null = renderFooter
    ? (answers) => {
        const key = JSON.stringify(answers);
        if (last?.answers === key) return last.html;
        try {
          last = { answers: key, html: renderFooter(answers) };
          return last.html;
        } catch (error) {
          log.warn({ err: error }, 'footer not rendered; sent as built');
          return null;
        }
      }
    : null;
  return { page, footer };
}

/** The document with `content` between its content marks (unchanged without both marks). */
export function withContent(
  html: string,
  marks: DocumentsManifest['contentMarks'],
  content: string,
): string {
  if (!marks) return html;
  const start = html.indexOf(marks.start);
  const end = html.indexOf(marks.end, start);
  if (start === -1 || end === -1) return html;
  return html.slice(0, start + marks.start.length) + content + html.slice(end);
}
