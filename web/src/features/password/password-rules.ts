// The password rules of spec section 5, shared by the live checklist and the form's schema.
import type { MessageKey } from '../../i18n/messages.ts';

/** Spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'lowercase' | 'uppercase' | 'length' | 'digit' | 'special';
  messageId: MessageKey;
  isMet: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'lowercase',
    messageId: 'auth.required.passwordRules.lowercase',
    isMet: (password) => /[a-z]/.test(password),
  },
  {
    id: 'uppercase',
    messageId: 'auth.required.passwordRules.uppercase',
    isMet: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'length',
    messageId: 'auth.required.passwordRules.length',
    isMet: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'digit',
    messageId: 'auth.required.passwordRules.digit',
    isMet: (password) => /\d/.test(password),
  },
  {
    id: 'special',
    messageId: 'auth.required.passwordRules.special',
    // A non-word character; the underscore counts too, as the /v1 API accepts it.
    isMet: (password) => /[\W_]/.test(password),
  },
];

export const failedPasswordRules = (password: string) =>
  passwordRules.filter((rule) => !rule.isMet(password));
