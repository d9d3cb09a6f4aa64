// Queries a screen's `prefetch` (app/routes.tsx) answered for the page the browser opened. The
// screen's first mount reads them from the cache without asking again (`cache-first`), so a
// freshly loaded page makes each request once; later mounts and changed variables keep the
// screen's own policy.
import type { DocumentNode } from 'graphql';

/** A prefetched answer counts as fresh for the first mount within this time. */
const FRESH_MS = 30_000;

const prefetchedAt = new WeakMap<DocumentNode, number>();

/** Notes that the document's answer for the current page is in the cache. */
export function markPrefetched(document: DocumentNode, now = Date.now()): void {
  prefetchedAt.set(document, now);
}

/** Whether the document was prefetched for this page moments ago; true once. */
export function takePrefetched(document: DocumentNode, now = Date.now()): boolean {
  const at = prefetchedAt.get(document);
  prefetchedAt.delete(document);
  return at !== undefined && now - at < FRESH_MS;
}
