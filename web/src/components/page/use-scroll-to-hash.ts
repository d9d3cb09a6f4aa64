// Lands on the element the URL's fragment names (`/inclusie-monitor#zorgevaluatie-5`) once the page
// has drawn it. React Router's ScrollRestoration looks for it when the location changes, which is
// before a page that waits for its data has rendered it, so without this the page stays at the
// top. Once per location: scrolling on afterwards, or a re-render, does not pull the page back.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The element id a fragment names, or null (none, or not valid percent-encoding). */
function fragmentId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Scrolls the fragment's element into view when `ready` (the content that holds it is rendered),
 * and focuses it when it can take focus (`tabIndex={-1}`), as following an anchor would: a
 * keyboard or screen-reader user goes on from there. It looks after every commit until it has
 * landed: a page that renders its content in steps (the monitor's cards) draws the element a few
 * commits after `ready`.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const landed = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = fragmentId(hash);
    if (!ready || id === null || landed.current === key) return;
    const target = document.getElementById(id);
    if (!target) return;
    landed.current = key;
    target.scrollIntoView({ block: 'start' });
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  });
}
