// /v1/auth/two-factor: a signed-in admin or editor turns two-factor sign-in on (set-up, then a code
// confirms it and answers the recovery codes once) and anyone who has it turns it off again with a
// current code or their password.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SecretBox } from '../../credentials/secret-box.ts';
import { newTotpSecret, totpEnrolment } from '../../credentials/totp.ts';
import { historyRecordAt, recordWrite } from '../shared/history/recorder.ts';
import { answers, noContent } from '../shared/answers.ts';
import { HttpError } from '../shared/http-errors.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize, isStaff } from '../shared/viewer.ts';
import {
  type RecoveryCodes,
  recoveryCodesAnswer,
  type TwoFactorSetup,
  type TwoFactorState,
  twoFactorSetupAnswer,
  twoFactorStateAnswer,
} from './presenter.ts';
import { type AuthLimits, guessUnderLimit } from './rate-limits.ts';
import { passwordMatches } from './repository.ts';
import {
  acceptSecondFactor,
  acceptTotpCode,
  disableTwoFactor,
  enableTwoFactor,
  storePendingSecret,
  twoFactorState,
  unusedRecoveryCodes,
} from './two-factor-store.ts';

const code = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(50);
const confirmBody = z.object({ code });
const disableBody = z
  .object({ code: code.optional(), password: z.string().max(200).optional() })
  .refine((value) => Boolean(value.code) || Boolean(value.password), {
    path: ['code'],
    error: 'auth.codeOrPassword',
  });

/** The refusal of a wrong authenticator or recovery code. */
export const wrongCode = { field: 'code', message: 'auth.invalidCode' } as const;

export function twoFactorRoutes(
  app: FastifyInstance,
  { db }: V1Options,
  limits: AuthLimits,
  box: SecretBox,
): void {
  const tags = ['auth'];

  app.get(
    '/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on for you, and may be',
        response: answers({ 200: twoFactorStateAnswer }),
      },
    },
    async (request): Promise<TwoFactorState> => {
      authorize(request.viewer, 'authenticated');
      const viewer = request.viewer;
      if (!viewer) throw new HttpError(401, 'error.unauthenticated');
      const state = await twoFactorState(db, box, viewer.id);
      return {
        enabled: state.enabled,
        available: isStaff(viewer),
        recovery_codes_left: state.enabled ? await unusedRecoveryCodes(db, viewer.id) : 0,
      };
    },
  );

  app.post(
    '/auth/two-factor/setup',
    {
      schema: {
        tags,
        summary:
          'Begin setting up two-factor sign-in (admin, editor): secret, otpauth URI, QR code',
        // 409: already on.
        response: answers({ 200: twoFactorSetupAnswer }, [403, 409]),
      },
    },
    async (request): Promise<TwoFactorSetup> => {
      authorize(request.viewer, ['admin', 'editor']);
      const viewerId = request.viewer?.id ?? -1;
      const state = await twoFactorState(db, box, viewerId);
      if (state.enabled) throw new HttpError(409, 'auth.twoFactorOn');
      const secret = newTotpSecret();
      await storePendingSecret(db, box, viewerId, secret);
      const enrolment = await totpEnrolment(secret, state.email);
      return { secret, otpauth_uri: enrolment.uri, qr_code: enrolment.qrCode };
    },
  );

  app.post(
    '/auth/two-factor/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm the set-up with a code: two-factor sign-in is on; answers recovery codes once',
        body: confirmBody,
        // 409: already on, or no set-up begun; 422: a wrong code.
        response: answers({ 200: recoveryCodesAnswer }, [403, 409, 429]),
      },
    },
    async (request, reply): Promise<RecoveryCodes> => {
      authorize(request.viewer, ['admin', 'editor']);
      const viewerId = request.viewer?.id ?? -1;
      const input = parseBody(confirmBody, request.body);
      const state = await twoFactorState(db, box, viewerId);
      if (state.enabled) throw new HttpError(409, 'auth.twoFactorOn');
      if (!state.secret) throw new HttpError(409, 'auth.twoFactorNotStarted');
      const secret = state.secret;
      await guessUnderLimit(
        limits.twoFactorPerAccount,
        request,
        reply,
        viewerId,
        () => acceptTotpCode(db, viewerId, secret, input.code),
        wrongCode,
      );
      // The history says two-step sign-in went on and codes were made; never the secret or codes.
      const recoveryCodes = await recordWrite(contextOf(request, db), {
        record: historyRecordAt(app.historyRecords, '/users'),
        id: viewerId,
        action: 'update',
        noted: [{ field: 'two_factor', before: false, after: true }, { field: 'recovery_codes' }],
        write: ({ db: trx }) => enableTwoFactor(trx, viewerId),
      });
      return { recovery_codes: recoveryCodes };
    },
  );

  app.post(
    '/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off with a current (or recovery) code or your password',
        body: disableBody,
        // 409: it is off; 422: a wrong code or password.
        response: answers({ 204: noContent }, [409, 429]),
      },
    },
    async (request, reply) => {
      authorize(request.viewer, 'authenticated');
      const viewerId = request.viewer?.id ?? -1;
      const input = parseBody(disableBody, request.body);
      const state = await twoFactorState(db, box, viewerId);
      if (!state.enabled) throw new HttpError(409, 'auth.twoFactorOff');
      await guessUnderLimit(
        limits.twoFactorPerAccount,
        request,
        reply,
        viewerId,
        input.code
          ? () => acceptSecondFactor(db, box, viewerId, input.code ?? '')
          : () => passwordMatches(db, viewerId, input.password ?? ''),
        input.code
          ? wrongCode
          : ({ field: 'password', message: 'auth.wrongCurrentPassword' } as const),
      );
      await recordWrite(contextOf(request, db), {
        record: historyRecordAt(app.historyRecords, '/users'),
        id: viewerId,
        action: 'update',
        noted: [{ field: 'two_factor', before: true, after: false }],
        write: ({ db: trx }) => disableTwoFactor(trx, viewerId),
      });
      return reply.code(204).send();
    },
  );
}
