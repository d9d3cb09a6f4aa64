// The path patterns of a route table (react-router's `/associations/:id` syntax), read from the
// route objects themselves, so the build's documents (web/src/prerender/) and the gateway that
// answers them follow routes.tsx without a second list of paths.
import type { RouteObject } from 'react-router';

const joinPath = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/**
 * Every pattern a route table answers, below `base`: a route's `path` joined to its parent's, an
 * index route as its parent's path, a pathless layout route as its children's. The catch-all
 * (`*`) is left out: it is what answers no route.
 */
export function routePatterns(routes: readonly RouteObject[], base = '/'): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? base : joinPath(base, route.path);
    const own = route.index || (route.path !== undefined && !route.children) ? [path] : [];
    const nested = route.children ? routePatterns(route.children, path) : [];
    return [...own, ...nested];
  });
}
