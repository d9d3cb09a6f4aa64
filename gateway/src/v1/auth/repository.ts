// The users queries of the auth routes: the account a login or a mail is for, password checks and
// changes, the record of a login. Tokens and two-factor state have stores of their own
// (session-tokens.ts, one-time-tokens.ts, two-factor-store.ts).
import { atomically } from '../../db/atomically.ts';
import { sql } from 'kysely';
import { hashPassword, needsRehash, verifyPassword } from '../../credentials/passwords.ts';
import type { Db } from '../../db/database.ts';

/** The account of a login attempt, by e-mail (already lower-cased by the body rule). */
export function loginAccount(db: Db, address: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active', 'login_throttle_generation', 'totp_enabled_at'])
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
}

/** A hash made with older argon2 parameters is replaced by one with today's, the password at hand. */
export async function rehashIfOutdated(
  db: Db,
  userId: number,
  storedHash: string,
  password: string,
) {
  if (!needsRehash(storedHash)) return;
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

/** A complete login is recorded on the user. */
export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Whether `password` is the user's current one. */
export async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Boolean(user.password_hash) && (await verifyPassword(user.password_hash ?? '', password));
}

/** The stored hash and e-mail of a signed-in user (changing their own password). */
export function passwordAndEmailOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['password_hash', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Stores the new hash and revokes every token of the user outside the session `keepFamily`. */
export async function storePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepFamily: string,
) {
  await atomically(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('family', 'is', null), eb('family', '<>', keepFamily)]))
      .execute();
  });
}

const mailRecipientColumns = ['id', 'email', 'name', 'is_active'] as const;

/** The user an activation mail goes to, by id. */
export function mailRecipientById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(mailRecipientColumns)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The user a reset mail goes to, by e-mail (case-insensitive). */
export function mailRecipientByEmail(db: Db, address: string) {
  return db
    .selectFrom('users')
    .select(mailRecipientColumns)
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
}
