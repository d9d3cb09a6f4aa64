// The password form of one's own account: the current password, a new one that meets every rule
// of the shared set (schema/rules/), different from the current one, and typed twice.
// Messages are `validation.*` keys (and one of the users catalogue), translated where shown.
import { z } from 'zod';
import { password } from '../../../../../schema/rules/schemas.ts';

const filledIn = z.string().min(1, { error: 'validation.password.required' });

export const changePasswordSchema = z
  .object({ currentPassword: filledIn, password, passwordConfirmation: filledIn })
  .superRefine((values, context) => {
    if (values.password !== '' && values.password === values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'users.password.same' });
    }
    if (values.passwordConfirmation !== '' && values.password !== values.passwordConfirmation) {
      context.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: 'validation.password.confirmation',
      });
    }
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const emptyPasswordValues: ChangePasswordValues = {
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};
