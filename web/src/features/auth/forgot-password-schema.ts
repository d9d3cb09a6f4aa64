// The forgot-password form's schema: one required, valid e-mail address (the rule set shared with
// the /v1 API). Messages are `validation.*` keys, translated where they are shown.
import { z } from 'zod';
import { email } from '../../../../schema/rules/schemas.ts';

export const forgotPasswordSchema = z.object({ email });
