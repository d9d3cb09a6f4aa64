import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './change-password-schema.ts';

const messagesOf = (values: Record<string, string>) => {
  const result = changePasswordSchema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return messages;
};

describe('changePasswordSchema', () => {
  it('asks for every field when empty', () => {
    expect(messagesOf({ currentPassword: '', password: '', passwordConfirmation: '' })).toEqual({
      currentPassword: ['validation.password.required'],
      password: ['validation.password.required'],
      passwordConfirmation: ['validation.password.required'],
    });
  });

  it('checks the rules, the confirmation and that the password changes', () => {
    expect(
      messagesOf({ currentPassword: 'Oud-1', password: 'abc', passwordConfirmation: 'abd' }),
    ).toEqual({
      password: [
        'validation.password.uppercase',
        'validation.password.length',
        'validation.password.digit',
        'validation.password.special',
      ],
      passwordConfirmation: ['validation.password.confirmation'],
    });
    const same = 'Zelfde-Wachtwoord-1';
    expect(
      messagesOf({ currentPassword: same, password: same, passwordConfirmation: same }),
    ).toEqual({ password: ['users.password.same'] });
  });

  it('accepts a new password that meets every rule, typed twice', () => {
    const chosen = 'Nieuw-Wachtwoord-2';
    expect(
      messagesOf({
        currentPassword: 'Oud-Wachtwoord-1',
        password: chosen,
        passwordConfirmation: chosen,
      }),
    ).toEqual({});
  });
});
