// The forgot-password form's schema: one required, valid e-mail address.
// Messages are catalogue keys, translated where they are shown.
import { z } from 'zod';
import { message } from '../../components/form/message-key.ts';

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, message('auth.required.default'))
    .pipe(z.email(message('auth.required.email'))),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
