// Access and refresh tokens: issue a pair, rotate on refresh (reuse revokes the family), revoke on logout.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../shared/tokens.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

export async function issueTokenPair(
  db: Db,
  userId: number,
  family: string = randomUUID(),
): Promise<TokenPair> {
  const access = newToken('zva');
  const refresh = newToken('zvr');
  await db
    .insertInto('auth_tokens')
    .values([
      {
        user_id: userId,
        kind: 'access',
        token_hash: hashToken(access),
        family,
        expires_at: secondsFromNow(ACCESS_TOKEN_SECONDS),
      },
      {
        user_id: userId,
        kind: 'refresh',
        token_hash: hashToken(refresh),
        family,
        expires_at: secondsFromNow(REFRESH_TOKEN_SECONDS),
      },
    ])
    .execute();
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

/**
 * Exchanges a refresh token for a new pair in the same family. A refresh token that was already
 * used means it leaked: the whole family is revoked and the caller must log in again.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
): Promise<TokenPair | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('auth_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.user_id',
        't.family',
        't.used_at',
        't.revoked_at',
        't.expires_at',
        'u.is_active',
      ])
      .where('t.token_hash', '=', hashToken(refreshToken))
      .where('t.kind', '=', 'refresh')
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at || !row.is_active || new Date(row.expires_at) <= new Date())
      return undefined;
    if (row.used_at) {
      await revokeFamily(trx, row.family);
      return undefined;
    }
    await trx
      .updateTable('auth_tokens')
      .set({ used_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    // The access token of the previous pair stops working too.
    await trx
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('family', '=', row.family)
      .where('kind', '=', 'access')
      .where('revoked_at', 'is', null)
      .execute();
    return issueTokenPair(trx, row.user_id, row.family ?? randomUUID());
  });
}

export async function revokeFamily(db: Db, family: string | null): Promise<void> {
  if (!family) return;
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the session (access and refresh tokens) the given access token belongs to. */
export async function revokeSessionOf(db: Db, accessToken: string): Promise<void> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('family')
    .where('token_hash', '=', hashToken(accessToken))
    .executeTakeFirst();
  await revokeFamily(db, row?.family ?? null);
}

/** The session (token family) an access token belongs to; undefined for an unknown token. */
export async function sessionFamilyOf(db: Db, accessToken: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('family')
    .where('token_hash', '=', hashToken(accessToken))
    .where('kind', '=', 'access')
    .executeTakeFirst();
  return row?.family ?? undefined;
}
