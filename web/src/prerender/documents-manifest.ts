// The build's `documents.json`: which prerendered document answers which client route, so the
// gateway answers every route from one source of truth (routes.tsx, through `clientRoutePatterns`)
// and knows every other path is not found (gateway/src/web-hosting/documents-manifest.ts reads it).

import type { PageDataOperation } from '../api/page-data.ts';

/** Public records a detail route names by its parameter; the gateway looks each kind up. */
export type RecordKind = 'evaluation' | 'association' | 'program' | 'trialBureau';

export interface ManifestDocument {
  /** The document, relative to the build's folder. */
  file: string;
  /** Route patterns in react-router's syntax (`/associations/:id`, `/cms/*`). */
  routes: string[];
  /**
   * The route parameter that names a public record, which must exist and be visible to a visitor
   * (an evaluation: published); its title replaces `titleMark` in the document. Otherwise 404.
   */
  record?: { kind: RecordKind; param: string };
}

export interface DocumentsManifest {
  /** Stands for a record's title in a detail document; the gateway puts in the real one. */
  titleMark: string;
  /** Stands for the request's id in the error document. */
  requestIdMark: string;
  /**
   * Around what a document shows inside its root (the frame and the page): a page the gateway
   * renders per request with its answers (`renderPage`) goes in their place.
   */
  contentMarks: { start: string; end: string };
  /**
   * Around the footer of every document that has one, and the footer's operation: the gateway
   * answers it for every page and puts the footer rendered from it (`renderFooter`) in their place.
   */
  footer: { marks: { start: string; end: string }; data: PageDataOperation[] };
  documents: ManifestDocument[];
  /** The not-found screen in the public frame, answered with 404. */
  notFound: string;
  /** The error page (500, a URL that cannot be read), sent without the app's JavaScript. */
  error: string;
  /**
   * The module for Node that renders a page with data whole (`renderPage` of render-pages.tsx): a
   * folder of the build that holds it alone and is never served, and its file there; the build
   * adds it (scripts/prerender-pages.ts).
   */
  renderer?: { folder: string; module: string };
}

/**
 * What is wrong with the documents for these public route patterns: a route without a document,
 * a route answered by two, a document answering several public routes (each gets its own), or a
 * document for a route that routes.tsx does not have. Empty when every public route has its own.
 */
export function documentProblems(
  publicRoutes: readonly string[],
  documents: readonly ManifestDocument[],
): string[] {
  const problems: string[] = [];
  const documentsOf = (route: string) => documents.filter((doc) => doc.routes.includes(route));
  for (const route of publicRoutes) {
    const answering = documentsOf(route);
    if (answering.length === 0) problems.push(`the public route ${route} has no document`);
    if (answering.length > 1)
      problems.push(`the public route ${route} has ${answering.length} documents`);
  }
  for (const doc of documents) {
    const own = doc.routes.filter((route) => publicRoutes.includes(route));
    if (own.length > 1) problems.push(`${doc.file} answers ${own.join(', ')}: one document each`);
  }
  return problems;
}
