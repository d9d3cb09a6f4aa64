// What the authentication routes answer: the token pair of a session, the challenge of a two-step
// login, the two-step state, set-up and recovery codes. The routes build these literally; the types
// come from the schemas, so the OpenAPI document and the answers cannot part.
import { z } from 'zod';
import { answerRecord } from '../shared/answers.ts';

export const tokenPairAnswer = answerRecord('TokenPair', {
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the access token lives. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairAnswer>;

/** A login of an account with two-step verification: finish it at /auth/login/two-factor. */
export const challengeAnswer = answerRecord('TwoFactorChallenge', {
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
  /** Seconds the challenge lives. */
  expires_in: z.number().int(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof challengeAnswer>;

export const twoFactorStateAnswer = answerRecord('TwoFactorState', {
  enabled: z.boolean(),
  /** Whether the account may turn it on (admin, editor). */
  available: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateAnswer>;

export const twoFactorSetupAnswer = answerRecord('TwoFactorSetup', {
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupAnswer>;

export const recoveryCodesAnswer = answerRecord('RecoveryCodes', {
  /** Single use, shown once. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesAnswer>;
