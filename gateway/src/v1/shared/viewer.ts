// Who is calling: resolved once per /v1 request from the bearer access token.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Role } from '../../domain/enums.ts';
import { forbidden, unauthenticated } from './http-errors.ts';
import {
  type SessionPolicy,
  sessionIsLive,
  sessionNeedsTouch,
  touchSession,
} from './session-policy.ts';
import { hashToken } from './tokens.ts';

export interface Viewer {
  id: number;
  role: Role | null;
}

/** Who may call an endpoint: anyone, any signed-in user, or signed-in users with one of the roles. */
export type AccessRule = 'public' | 'authenticated' | readonly Role[];

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The viewer for a valid, unexpired, unrevoked access token of an active user whose session is
 * neither idle nor past its absolute lifetime; else null. Records the session's use (throttled).
 */
export async function findViewer(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<Viewer | null> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('auth_sessions as s', 's.family', 't.family')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'r.name as role', 's.family', sessionNeedsTouch('s').as('stale')])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', 'access')
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .where(sessionIsLive('s', policy))
    .executeTakeFirst();
  if (!row) return null;
  if (row.stale) await touchSession(db, row.family);
  return { id: row.id, role: row.role ?? null };
}

export function authorize(viewer: Viewer | null, rule: AccessRule): void {
  if (rule === 'public') return;
  if (!viewer) throw unauthenticated();
  if (rule === 'authenticated') return;
  if (!viewer.role || !rule.includes(viewer.role)) throw forbidden();
}

export const isStaff = (viewer: Viewer | null): boolean =>
  viewer?.role === 'admin' || viewer?.role === 'editor';
