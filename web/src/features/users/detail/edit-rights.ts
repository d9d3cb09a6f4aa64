// Who may do what on a user's page: an admin edits anyone, but not their own role or activity
// (the server refuses an admin locking themself out); anyone else sees only their own account
// and may not change its role, activity or e-mail address (the server refuses that too).
import type { SessionUser } from '../../../store/actions.ts';
import type { LockableField } from './form-values.ts';

export interface UserEditRights {
  /** The page may be shown at all. */
  canView: boolean;
  ownAccount: boolean;
  /** The fields shown read-only. */
  locked: readonly LockableField[];
  canDelete: boolean;
  canSendActivation: boolean;
}

export function userEditRights(viewer: Pick<SessionUser, 'id' | 'role'>, userId: string) {
  const isAdmin = viewer.role === 'ADMIN';
  const ownAccount = viewer.id === userId;
  const locked: LockableField[] = isAdmin
    ? ownAccount
      ? ['role', 'isActive']
      : []
    : ['role', 'isActive', 'email'];
  return {
    canView: isAdmin || ownAccount,
    ownAccount,
    locked,
    canDelete: isAdmin && !ownAccount,
    canSendActivation: isAdmin,
  } satisfies UserEditRights;
}
