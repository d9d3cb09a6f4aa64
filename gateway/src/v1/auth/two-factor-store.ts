// The stored side of two-factor sign-in: the pending or active TOTP secret of a user, accepting a
// code once (a TOTP code's time step only moves forward, a recovery code is used up), and the
// short-lived challenge that stands between the password step and the code step of a login.
import { atomically } from '../../db/atomically.ts';
import { sql } from 'kysely';
import { hashRecoveryCode, newRecoveryCodes } from '../../credentials/recovery-codes.ts';
import type { SecretBox } from '../../credentials/secret-box.ts';
import { isTotpCode, totpStep } from '../../credentials/totp.ts';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../shared/tokens.ts';

export const CHALLENGE_SECONDS = 5 * 60;

export interface TwoFactorState {
  email: string;
  enabled: boolean;
  /** The plain secret (pending or active); undefined when there is none or it cannot be opened. */
  secret: string | undefined;
}

export async function twoFactorState(
  db: Db,
  box: SecretBox,
  userId: number,
): Promise<TwoFactorState> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'totp_secret', 'totp_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    email: row.email,
    enabled: row.totp_enabled_at !== null,
    secret: row.totp_secret ? box.open(row.totp_secret) : undefined,
  };
}

/** Stores a new pending secret (two-factor stays off until a code confirms it). */
export async function storePendingSecret(db: Db, box: SecretBox, userId: number, secret: string) {
  await db
    .updateTable('users')
    .set({ totp_secret: box.seal(secret), totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * Accepts a TOTP code of the secret once: its time step must be later than the last accepted one,
 * so a code seen over someone's shoulder cannot be replayed within its window.
 */
export async function acceptTotpCode(
  db: Db,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === undefined) return false;
  const updated = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Uses up one of the user's recovery codes; false when it is not one (or already used). */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** A six-digit TOTP code or, failing that, a recovery code of an enabled user. */
export async function acceptSecondFactor(
  db: Db,
  box: SecretBox,
  userId: number,
  code: string,
): Promise<boolean> {
  const state = await twoFactorState(db, box, userId);
  if (!state.enabled || !state.secret) return false;
  if (isTotpCode(code)) return acceptTotpCode(db, userId, state.secret, code);
  return useRecoveryCode(db, userId, code);
}

/** Turns two-factor sign-in on and answers fresh recovery codes (earlier ones stop working). */
export async function enableTwoFactor(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await atomically(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_enabled_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
      .execute();
  });
  return codes;
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await atomically(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A challenge for the code step of a login whose password was right. */
export async function issueChallenge(db: Db, userId: number): Promise<string> {
  const token = newToken('zvt');
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      kind: 'two_factor',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    })
    .execute();
  return token;
}

/** The user of an open challenge (unused, unrevoked, unexpired, active user with 2FA on). */
export async function challengeOwner(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('u.id')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', 'two_factor')
    .where('t.used_at', 'is', null)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .where('u.totp_enabled_at', 'is not', null)
    .executeTakeFirst();
  return row?.id;
}

/** Uses the challenge up; false when another request already did. */
export async function spendChallenge(db: Db, token: string): Promise<boolean> {
  const spent = await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'two_factor')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}
