// The root of every route: tells the store where the user is, restores scrolling, and hosts the
// dialog queue and the alerts above every layout.
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AlertBar } from '../components/alerts/AlertBar.tsx';
import { DialogBodiesContext } from '../components/dialog/dialog-bodies.ts';
import { LazyDialogHost } from '../components/dialog/LazyDialogHost.tsx';
import { useDispatch } from '../store/hooks.tsx';
import { appDialogBodies } from './dialog-bodies.ts';

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
      <DialogBodiesContext value={appDialogBodies}>
        <LazyDialogHost />
      </DialogBodiesContext>
      <ScrollRestoration />
    </>
  );
}
