// The web build's prerendered documents (web/src/prerender/), read once at start: which document
// answers a page's path (documents.json, through document-router.ts), each document's HTML, and
// the two the gateway fills in per request: a public record's page (its title in place of the
// title mark; none visible: the not-found screen) and the error page (the request's id).
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../mail/templates.ts';
import { type DocumentMatch, documentRouter } from './document-router.ts';
import { type DocumentsManifest, readDocumentsManifest } from './documents-manifest.ts';

export interface AppDocuments {
  manifest: DocumentsManifest;
  /** The document of a page's path (no query string), or null: no page of the site. */
  find(pathname: string): DocumentMatch | null;
  /** A document's HTML as the build wrote it. */
  html(file: string): string;
  /** A record's page (a document's HTML) with the title (escaped) wherever the title mark stands. */
  fillTitle(html: string, title: string): string;
  /** The error page naming the request's id. */
  errorPage(requestId: string): string;
}

/** Every occurrence of `mark` in `html` replaced by `text`, HTML-escaped. */
export function fillMark(html: string, mark: string, text: string): string {
  return html.split(mark).join(escapeHtml(text));
}

/** The build's documents, or null for a build without a manifest (or no build). */
export function loadAppDocuments(distDir: string): AppDocuments | null {
  const manifest = readDocumentsManifest(distDir);
  if (!manifest) return null;
  const files = new Set([
    ...manifest.documents.map((document) => document.file),
    manifest.notFound,
    manifest.error,
  ]);
  const texts = new Map(
    [...files].map((file) => [file, fs.readFileSync(path.join(distDir, file), 'utf8')] as const),
  );
  const html = (file: string) => {
    const text = texts.get(file);
    if (text === undefined) throw new Error(`${file} is not a document of the build`);
    return text;
  };
  return {
    manifest,
    find: documentRouter(manifest.documents),
    html,
    fillTitle: (page, title) => fillMark(page, manifest.titleMark, title),
    errorPage: (requestId) => fillMark(html(manifest.error), manifest.requestIdMark, requestId),
  };
}
