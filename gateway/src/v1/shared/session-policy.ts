// How long a session (a login and the token family its refreshes continue) lives: it ends when
// unused for SESSION_IDLE_MINUTES and, whatever happens, SESSION_ABSOLUTE_HOURS after the login.
// "Used" is recorded at most once a minute per session, so a request costs at most one small update.
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export const sessionPolicyOf = (
  config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
): SessionPolicy => ({
  idleMinutes: config.SESSION_IDLE_MINUTES,
  absoluteHours: config.SESSION_ABSOLUTE_HOURS,
});

/** SQL that is true while the session row `alias` is within both limits. */
export function sessionIsLive(alias: string, policy: SessionPolicy) {
  return sql<boolean>`(${sql.ref(`${alias}.last_seen_at`)} > now() - make_interval(mins => ${policy.idleMinutes}::int)
    AND ${sql.ref(`${alias}.started_at`)} > now() - make_interval(hours => ${policy.absoluteHours}::int))`;
}

/** SQL that is true when the session's last use was recorded more than a minute ago. */
export const sessionNeedsTouch = (alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.last_seen_at`)} < now() - interval '1 minute')`;

/** Records a use of the session now (one row, and only when the last record is a minute old). */
export async function touchSession(db: Db, family: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ last_seen_at: sql`now()` })
    .where('family', '=', family)
    .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}
