// Users with their role, and the hashed tokens of every auth flow (access, refresh, reset, activation).
import type { Kysely } from 'kysely';
import { run, timestamps, touchTrigger } from './sql-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND position('@' IN email) > 1),
      password_hash text,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      first_name text CHECK (length(first_name) <= 100),
      middle_name text CHECK (length(middle_name) <= 50),
      last_name text CHECK (length(last_name) <= 100),
      title text CHECK (title IN ('dr.', 'drs.', 'prof. dr.')),
      gender text CHECK (gender IN ('male', 'female')),
      phone_number text CHECK (length(phone_number) <= 30),
      program_id integer REFERENCES programs (id) ON DELETE SET NULL,
      association_id integer REFERENCES associations (id) ON DELETE SET NULL,
      avatar_id integer REFERENCES files (id) ON DELETE SET NULL,
      is_active boolean NOT NULL DEFAULT true,
      role_id integer REFERENCES roles (id) ON DELETE SET NULL,
      activated_at timestamptz,
      last_login_at timestamptz,
      ${timestamps}
    )`,
    `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
    `CREATE INDEX users_name_idx ON users (lower(name))`,
    `CREATE INDEX users_role_idx ON users (role_id)`,
    `CREATE INDEX users_is_active_idx ON users (is_active)`,
    `CREATE INDEX users_program_idx ON users (program_id)`,
    `CREATE INDEX users_association_idx ON users (association_id)`,
    `CREATE INDEX users_avatar_idx ON users (avatar_id)`,
    touchTrigger('users'),
    `ALTER TABLE files ADD CONSTRAINT files_uploaded_by_fkey
      FOREIGN KEY (uploaded_by) REFERENCES users (id) ON DELETE SET NULL`,
    `CREATE INDEX files_uploaded_by_idx ON files (uploaded_by)`,
    `CREATE TABLE auth_tokens (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('access', 'refresh', 'password_reset', 'activation')),
      token_hash char(64) NOT NULL UNIQUE,
      family text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX auth_tokens_user_kind_idx ON auth_tokens (user_id, kind)`,
    `CREATE INDEX auth_tokens_family_idx ON auth_tokens (family)`,
    `CREATE INDEX auth_tokens_expires_at_idx ON auth_tokens (expires_at)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE auth_tokens',
    'ALTER TABLE files DROP CONSTRAINT files_uploaded_by_fkey',
    'DROP INDEX files_uploaded_by_idx',
    'DROP TABLE users',
  ]);
}
