// One-time tokens that let a user set a password: password reset (forgotten password) and activation.
import { atomically } from '../../db/atomically.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../shared/tokens.ts';

export type OneTimeKind = 'password_reset' | 'activation';

/** How long a mailed link works, in minutes. */
export const TOKEN_MINUTES: Record<OneTimeKind, number> = {
  password_reset: 60,
  activation: 7 * 24 * 60,
};

const prefixes: Record<OneTimeKind, string> = { password_reset: 'zvp', activation: 'zvi' };
const oneTimeKinds: OneTimeKind[] = ['password_reset', 'activation'];

/** The page of the web app where a mailed token is used. */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** A new token of the kind for the user; earlier unused tokens of that kind stop working. */
export async function issueOneTimeToken(
  db: Db,
  userId: number,
  kind: OneTimeKind,
): Promise<string> {
  const token = newToken(prefixes[kind]);
  await atomically(db, async (trx) => {
    await trx
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('auth_tokens')
      .values({
        user_id: userId,
        kind,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + TOKEN_MINUTES[kind] * 60_000),
      })
      .execute();
  });
  return token;
}

/** The token's row id and owner's e-mail for an unused, unrevoked, unexpired token of an active user. */
async function usableToken(db: Db, token: string, lock: boolean) {
  const query = db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 'u.email', 'u.id as user_id'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', 'in', oneTimeKinds)
    .where('t.used_at', 'is', null)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true);
  return (lock ? query.forUpdate('t') : query).executeTakeFirst();
}

/** The user a usable one-time token belongs to (id and e-mail); undefined for any other token. */
export async function usableTokenOwner(
  db: Db,
  token: string,
): Promise<{ id: number; email: string } | undefined> {
  const row = await usableToken(db, token, false);
  return row && { id: row.user_id, email: row.email };
}

/**
 * Sets the password with a one-time token: the token is used up, the account counts as activated,
 * every session and every other outstanding one-time token of the user is revoked, and the
 * account's failed-login count starts afresh.
 * Returns false when the token is not (or no longer) usable.
 */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  return atomically(db, async (trx) => {
    // The row lock makes a token single-use even when two requests race with it.
    const id = (await usableToken(trx, token, true))?.id;
    if (id === undefined) return false;
    const used = await trx
      .updateTable('auth_tokens')
      .set({ used_at: sql`now()` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return false;
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        activated_at: sql`coalesce(activated_at, now())`,
        // A fresh login throttle: whoever throttled the account, its owner can log in at once.
        login_throttle_generation: sql`login_throttle_generation + 1`,
      })
      .where('id', '=', used.user_id)
      .execute();
    await trx
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', used.user_id)
      .where('id', '<>', id)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}
