// Role rules of the routes (spec sections 2 and 6): one role or a list; no role means denied.
import type { Role, SessionUser } from '../../store/actions.ts';

export type RoleRule = Role | readonly Role[];

export const STAFF: readonly Role[] = ['ADMIN', 'EDITOR'];
export const ADMIN: readonly Role[] = ['ADMIN'];

/** How long a role-restricted route waits for the user (and role) before sending to /cms. */
export const ROLE_CHECK_DELAY_MS = 500;

export function hasRole(user: SessionUser | null, rule: RoleRule): boolean {
  if (!user?.role) return false;
  return (typeof rule === 'string' ? [rule] : rule).includes(user.role);
}
