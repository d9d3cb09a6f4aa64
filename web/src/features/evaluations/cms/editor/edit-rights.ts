// Who may do what in the evaluation editor (spec section 6 and the server's rule): admins and
// editors edit every evaluation and may delete it; a researcher edits only the evaluations whose
// people include them, never deletes, and sees the others read-only.
import type { SessionUser } from '../../../../store/actions.ts';

export type ReadOnlyReason = 'notInvolved' | 'noRole';

export interface EditRights {
  canEdit: boolean;
  canDelete: boolean;
  /** Why the form is read-only (null when the user may edit). */
  readOnlyReason: ReadOnlyReason | null;
}

export function editRights(
  user: Pick<SessionUser, 'id' | 'role'> | null,
  people: readonly { userId: string }[],
): EditRights {
  const role = user?.role ?? null;
  if (role === 'ADMIN' || role === 'EDITOR') {
    return { canEdit: true, canDelete: true, readOnlyReason: null };
  }
  if (role === 'RESEARCHER') {
    const involved = people.some((person) => person.userId === user?.id);
    return {
      canEdit: involved,
      canDelete: false,
      readOnlyReason: involved ? null : 'notInvolved',
    };
  }
  return { canEdit: false, canDelete: false, readOnlyReason: 'noRole' };
}
