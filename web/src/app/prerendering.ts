// Whether the tree is being rendered to HTML at build time (scripts/prerender-pages.ts) rather
// than in a browser. The prerendered HTML cannot know the viewport, so width-dependent parts
// render every variant there, each hidden by CSS where it does not apply.
import { createContext, useContext } from 'react';

export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
