// Guest-only routes (login, forgot and reset password): a visitor with a token goes to / (or,
// right after signing in, to where the login page said: the wanted page, or the dashboard).
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../features/auth/safe-redirect.ts';
import { useAppState } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';

/**
 * One value, so the guard never renders with the token but without the landing page: null for
 * a guest, the landing page right after signing in, '' for any other signed-in visitor.
 */
const selectSignedInTarget = (state: AppState) =>
  state.session.tokens === null ? null : (state.session.landing ?? '');

export function GuestOnly({ children }: { children: ReactNode }) {
  const target = useAppState(selectSignedInTarget);
  const [params] = useSearchParams();
  if (target === null) return children;
  return <Navigate to={target || safeRedirect(params.get('redirect')) || '/'} replace />;
}
