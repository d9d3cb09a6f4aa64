// A page tells the layout its breadcrumbs before the browser paints (a layout effect), so the
// trail never pushes the page down after it has been shown.
import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import type { Crumb } from '../../store/actions.ts';
import { useDispatch } from '../../store/hooks.tsx';

/** Announces `crumbs` whenever `key` (what identifies them) changes. */
export function useAnnounceCrumbs(crumbs: () => Crumb[], key: string): void {
  const dispatch = useDispatch();
  // Read without useLocation(), which throws outside a router (component tests render some pages
  // on their own).
  const path = useContext(UNSAFE_LocationContext)?.location?.pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the crumbs
  useLayoutEffect(() => {
    dispatch({ type: 'breadcrumbs/announced', crumbs: crumbs(), ...(path ? { path } : {}) });
  }, [dispatch, key, path]);
}
