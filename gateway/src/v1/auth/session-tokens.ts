// Access and refresh tokens: a login starts a session (token family), refresh rotates the pair
// within it (reuse revokes the family; an idle or too old session refreshes no more), logout and
// account changes revoke sessions.
import { atomically } from '../../db/atomically.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type SessionPolicy, sessionIsLive } from '../shared/session-policy.ts';
import { hashToken, newToken } from '../shared/tokens.ts';
import type { TokenPair } from './presenter.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A new session for the user (after a complete login): its first token pair. */
export async function startSession(db: Db, userId: number): Promise<TokenPair> {
  const family = randomUUID();
  await db.insertInto('auth_sessions').values({ family, user_id: userId }).execute();
  return issueTokenPair(db, userId, family);
}

async function issueTokenPair(db: Db, userId: number, family: string): Promise<TokenPair> {
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
 * used means it leaked: the whole family is revoked and the caller must log in again. A refresh is
 * not a use of the session (the web app refreshes on a timer), so it leaves the idle clock alone.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  policy: SessionPolicy,
): Promise<TokenPair | undefined> {
  return atomically(db, async (trx) => {
    const row = await trx
      .selectFrom('auth_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('auth_sessions as s', 's.family', 't.family')
      .select([
        sessionIsLive('s', policy).as('live'),
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
      // Only the token row: the session row is on the nullable side of the join.
      .forUpdate('t')
      .executeTakeFirst();
    if (!row || row.revoked_at || !row.is_active || new Date(row.expires_at) <= new Date())
      return undefined;
    if (row.used_at || !row.live || !row.family) {
      // A spent token leaked; an idle or too old session has ended: either way the family goes.
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
    return issueTokenPair(trx, row.user_id, row.family);
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

/**
 * Ends every session of the user (access and refresh tokens, and pending two-factor sign-ins),
 * except the session `keepFamily` when given.
 */
export async function revokeSessionsOfUser(
  db: Db,
  userId: number,
  keepFamily?: string,
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('kind', 'in', ['access', 'refresh', 'two_factor'])
    .where('revoked_at', 'is', null);
  if (keepFamily !== undefined) {
    query = query.where((eb) => eb.or([eb('family', 'is', null), eb('family', '<>', keepFamily)]));
  }
  await query.execute();
}
