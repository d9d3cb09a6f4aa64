import { describe, expect, it } from 'vitest';
import { userEditRights } from './edit-rights.ts';
import {
  changedInput,
  fullName,
  newUserValues,
  toCreateInput,
  type UserValues,
  userSchema,
} from './form-values.ts';

const saved: UserValues = {
  ...newUserValues,
  email: 'jan@example.nl',
  firstName: 'Jan',
  middleName: 'van der',
  lastName: 'Berg',
  phoneNumber: '010-1234567',
};

describe('user form values', () => {
  it('builds a complete createUser input with nulls for empty fields', () => {
    expect(toCreateInput(saved)).toEqual({
      email: 'jan@example.nl',
      name: 'Jan van der Berg',
      firstName: 'Jan',
      middleName: 'van der',
      lastName: 'Berg',
      title: null,
      gender: null,
      phoneNumber: '010-1234567',
      role: 'RESEARCHER',
      isActive: true,
      programId: null,
      associationId: null,
      avatarId: null,
    });
    expect(fullName({ firstName: ' Anna ', middleName: '', lastName: 'de' })).toBe('Anna de');
  });

  it('sends only changed fields, all name parts together', () => {
    expect(changedInput(saved, { ...saved, phoneNumber: '' })).toEqual({ phoneNumber: null });
    expect(changedInput(saved, { ...saved, lastName: 'Bergen' })).toEqual({
      firstName: 'Jan',
      middleName: 'van der',
      lastName: 'Bergen',
      name: 'Jan van der Bergen',
    });
    expect(changedInput(saved, saved)).toEqual({});
  });

  it('leaves out the locked fields', () => {
    const changed = { ...saved, email: 'x@example.nl', role: 'ADMIN', isActive: false } as const;
    expect(changedInput(saved, changed, ['role', 'isActive', 'email'])).toEqual({});
    expect(changedInput(saved, changed)).toEqual({
      email: 'x@example.nl',
      role: 'ADMIN',
      isActive: false,
    });
  });

  it('checks the rules: e-mail, a first or last name, name characters, phone', () => {
    expect(userSchema.safeParse(saved).success).toBe(true);
    const issues = (values: UserValues) =>
      (userSchema.safeParse(values).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issues({ ...saved, firstName: '', lastName: '' })).toEqual([
      ['lastName', 'validation.required'],
    ]);
    expect(issues({ ...saved, email: 'nope', firstName: 'J@n', phoneNumber: 'abc' })).toEqual([
      ['email', 'validation.email'],
      ['firstName', 'validation.name'],
      ['phoneNumber', 'validation.number'],
    ]);
  });
});

describe('user edit rights', () => {
  it('lets an admin edit anyone but not lock themself out', () => {
    expect(userEditRights({ id: '1', role: 'ADMIN' }, '2')).toMatchObject({
      canView: true,
      locked: [],
      canDelete: true,
    });
    expect(userEditRights({ id: '1', role: 'ADMIN' }, '1')).toMatchObject({
      canView: true,
      ownAccount: true,
      locked: ['role', 'isActive'],
      canDelete: false,
    });
  });

  it('shows others only their own account, without role, activity and e-mail', () => {
    expect(userEditRights({ id: '5', role: 'RESEARCHER' }, '6').canView).toBe(false);
    expect(userEditRights({ id: '5', role: 'EDITOR' }, '5')).toMatchObject({
      canView: true,
      locked: ['role', 'isActive', 'email'],
      canDelete: false,
      canSendActivation: false,
    });
  });
});
