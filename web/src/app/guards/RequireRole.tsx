// Role-restricted CMS routes: shown when the user has the role; a user without a role, or
// lacking the required one, is sent to /cms after the spec's 500 ms wait (the user and role may
// still be loading right after start).
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';
import { hasRole, ROLE_CHECK_DELAY_MS, type RoleRule } from './roles.ts';

export function RequireRole({ rule, children }: { rule: RoleRule; children: ReactNode }) {
  const user = useAppState(selectUser);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ROLE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (hasRole(user, rule)) return children;
  return waited ? <Navigate to="/cms" replace /> : null;
}
