// The reset form's schema: a password that meets every rule, and the same password once more
// (the rule set shared with the /v1 API). Messages are `validation.*` keys, translated where shown.
import { z } from 'zod';
import { password } from '../../../../schema/rules/schemas.ts';

export const resetPasswordSchema = z
  .object({
    password,
    passwordConfirmation: z.string().min(1, { error: 'validation.required' }),
  })
  .refine(
    ({ password, passwordConfirmation }) =>
      passwordConfirmation === '' || password === passwordConfirmation,
    { path: ['passwordConfirmation'], error: 'validation.password.confirmation' },
  );
