// Sessions with idle and absolute expiry (one row per token family: when it began, when it was
// last used) and optional TOTP two-factor sign-in: the (encrypted) secret on the user, hashed
// single-use recovery codes, and a short-lived login challenge as a new kind of auth token.
import type { Kysely } from 'kysely';
import { run } from './sql-helpers.ts';

const kinds = (list: string[]) => `CHECK (kind IN (${list.map((kind) => `'${kind}'`).join(', ')}))`;
const oldKinds = ['access', 'refresh', 'password_reset', 'activation'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE auth_sessions (
      family text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      started_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id)`,
    // Sessions that began before this migration: their first and last token tell the times.
    `INSERT INTO auth_sessions (family, user_id, started_at, last_seen_at)
      SELECT family, min(user_id), min(created_at), max(created_at)
      FROM auth_tokens WHERE family IS NOT NULL GROUP BY family`,
    'ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check',
    `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check
      ${kinds([...oldKinds, 'two_factor'])}`,
    // Part of the per-account login throttle's key; a password reset raises it (a fresh counter).
    'ALTER TABLE users ADD COLUMN login_throttle_generation integer NOT NULL DEFAULT 0',
    'ALTER TABLE users ADD COLUMN totp_secret text',
    'ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz',
    // The last accepted 30-second time step: a code of that step or an earlier one is refused.
    'ALTER TABLE users ADD COLUMN totp_last_step integer',
    `CREATE TABLE recovery_codes (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash char(64) NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE recovery_codes',
    'ALTER TABLE users DROP COLUMN totp_last_step',
    'ALTER TABLE users DROP COLUMN totp_enabled_at',
    'ALTER TABLE users DROP COLUMN totp_secret',
    'ALTER TABLE users DROP COLUMN login_throttle_generation',
    "DELETE FROM auth_tokens WHERE kind = 'two_factor'",
    'ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check',
    `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check ${kinds(oldKinds)}`,
    'DROP TABLE auth_sessions',
  ]);
}
