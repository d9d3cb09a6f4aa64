// A public page with data rendered whole into its HTML per request, so a phone paints the page's
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

interface RendererModule {
  renderPage(file: string, url: string, answers: Record<string, EmbeddedAnswer>): string | null;
}

function isRendererModule(value: unknown): value is RendererModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderPage?: unknown }).renderPage === 'function'
  );
}

/** The build's page renderer (null without one); a page it cannot render is logged and skipped. */
export async function loadPageRenderer(
  distDir: string,
  manifest: DocumentsManifest | undefined,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  if (!manifest?.renderer || !manifest.contentMarks) return null;
  const file = path.resolve(distDir, manifest.renderer.folder, manifest.renderer.module);
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    log.warn({ err: error, file }, 'page renderer not loaded; pages go out as built');
    return null;
  }
  if (!isRendererModule(module)) {
    log.warn({ file }, 'page renderer has no renderPage; pages go out as built');
    return null;
  }
  return (page, url, answers) => {
    try {
      return module.renderPage(page, url, answers);
    } catch (error) {
      log.warn({ err: error, file: page, url }, 'page not rendered; sent as built');
      return null;
    }
  };
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
