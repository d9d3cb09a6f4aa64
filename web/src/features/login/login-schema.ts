// The login form's rules (spec section 5: required, email); messages are catalogue keys.
import { z } from 'zod';

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'auth.required.default' })
    .pipe(z.email({ error: 'auth.required.email' })),
  password: z.string().min(1, { error: 'auth.required.default' }),
});

export type LoginValues = z.infer<typeof loginSchema>;
