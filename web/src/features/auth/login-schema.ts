// The login form's rules (spec section 5: required, email), from the rule set shared with the
// /v1 API; messages are `validation.*` keys, translated where they are shown.
import { z } from 'zod';
import { email } from '../../../../schema/rules/schemas.ts';

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'validation.required' }),
});

export type LoginValues = z.input<typeof loginSchema>;
