import { describe, expect, it } from 'vitest';
import { editRights } from './edit-rights.ts';

const people = [{ userId: '7' }, { userId: '12' }];

describe('editRights', () => {
  it('lets admins and editors edit and delete any evaluation', () => {
    for (const role of ['ADMIN', 'EDITOR'] as const) {
      expect(editRights({ id: '1', role }, [])).toEqual({
        canEdit: true,
        canDelete: true,
        readOnlyReason: null,
      });
    }
  });

  it('lets a researcher edit an evaluation they are a person of, without deleting', () => {
    expect(editRights({ id: '12', role: 'RESEARCHER' }, people)).toEqual({
      canEdit: true,
      canDelete: false,
      readOnlyReason: null,
    });
  });

  it('shows a researcher any other evaluation read-only', () => {
    expect(editRights({ id: '3', role: 'RESEARCHER' }, people)).toEqual({
      canEdit: false,
      canDelete: false,
      readOnlyReason: 'notInvolved',
    });
  });

  it('gives nothing to a user without a role or while the user is unknown', () => {
    expect(editRights({ id: '7', role: null }, people).canEdit).toBe(false);
    expect(editRights(null, people)).toEqual({
      canEdit: false,
      canDelete: false,
      readOnlyReason: 'noRole',
    });
  });
});
