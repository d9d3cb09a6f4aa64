// Login-required routes: without a token, go to the login page with the wanted path as redirect.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppState } from '../../store/hooks.tsx';
import { selectSignedIn } from '../../store/selectors.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppState(selectSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/cms/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return children;
}
