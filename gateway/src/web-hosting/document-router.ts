// Finds the prerendered document of a page's path, with find-my-way (Fastify's own router) over
// the route patterns of the build's manifest, matched as the web app's router matches them: any
// letter case, a trailing slash ignored, each parameter one segment, percent-decoded. A path that
// matches no pattern, or cannot be decoded, is no page of the site.
import FindMyWay from 'find-my-way';
import type { ManifestDocument } from './documents-manifest.ts';

/** Longer than any slug or id (200 characters, the evaluations' key limit). */
const MAX_PARAM_LENGTH = 200;

export interface DocumentMatch {
  document: ManifestDocument;
  params: Record<string, string | undefined>;
}

export type DocumentRouter = (pathname: string) => DocumentMatch | null;

export function documentRouter(documents: readonly ManifestDocument[]): DocumentRouter {
  const router = FindMyWay({
    caseSensitive: false,
    ignoreTrailingSlash: true,
    maxParamLength: MAX_PARAM_LENGTH,
  });
  for (const document of documents)
    for (const route of document.routes) router.on('GET', route, () => undefined, { document });
  return (pathname) => {
    const found = router.find('GET', pathname);
    if (!found) return null;
    const { document } = found.store as { document: ManifestDocument };
    return { document, params: found.params };
  };
}
