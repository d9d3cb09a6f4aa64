// The root of every route: tells the store where the user is, restores scrolling, and hosts the
// dialog queue and the alerts above every layout.
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AlertBar } from '../components/alerts/AlertBar.tsx';
import { LazyDialogHost } from '../components/dialog/LazyDialogHost.tsx';
import { useDispatch } from '../store/hooks.tsx';

/** Every dialog kind's body, loaded with the host: the registry stays out of the first load. */
const loadDialogBodies = () =>
  import('./dialog-bodies.ts').then((module) => module.appDialogBodies);

export function AppShell() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  // A layout effect runs before the new page's (passive) effects, so the page's breadcrumbs are
  // announced after the route change cleared the old ones, never before.
  useLayoutEffect(() => {
    dispatch({ type: 'route/changed', path: pathname });
  }, [dispatch, pathname]);
  return (
    <>
      <AlertBar />
      <Outlet />
      <LazyDialogHost loadBodies={loadDialogBodies} />
      <ScrollRestoration />
    </>
  );
}
