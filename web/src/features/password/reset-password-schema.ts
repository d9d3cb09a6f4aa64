// The reset form's schema: a password that meets every rule, and the same password once more.
// Messages are catalogue keys, translated where they are shown.
import { z } from 'zod';
import { message } from '../../components/form/message-key.ts';
import { failedPasswordRules } from './password-rules.ts';

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, message('auth.required.password'))
      .superRefine((password, context) => {
        if (password === '') return;
        for (const rule of failedPasswordRules(password))
          context.addIssue({ code: 'custom', message: rule.messageId });
      }),
    passwordConfirmation: z.string().min(1, message('auth.required.default')),
  })
  .refine(
    ({ password, passwordConfirmation }) =>
      passwordConfirmation === '' || password === passwordConfirmation,
    { path: ['passwordConfirmation'], ...message('auth.required.passwordMatch') },
  );

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
