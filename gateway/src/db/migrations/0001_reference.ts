// Reference tables: roles, countries, specializations, gradations, files, addresses, centers.
import type { Kysely } from 'kysely';
import { run, timestamps, touchTrigger } from './sql-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    // Lower-case and strip accents; immutable so it can feed generated search columns and indexes.
    `CREATE FUNCTION zv_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT translate(lower(coalesce(value, '')),
        'áàâäãåāéèêëēėęíìîïīįóòôöõøōúùûüūýÿçćčñńšśžźż',
        'aaaaaaaeeeeeeeiiiiiiooooooouuuuuyycccnnsszzz')
    $$`,
    // array_to_string is only STABLE in general, but for text[] its result never changes.
    `CREATE FUNCTION zv_join(value text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT array_to_string(value, ' ')
    $$`,
    `CREATE FUNCTION zv_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW.updated_at := now(); RETURN NEW; END
    $$`,
    `CREATE TABLE roles (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE CHECK (name IN ('admin', 'editor', 'researcher')),
      ${timestamps}
    )`,
    `INSERT INTO roles (name) VALUES ('admin'), ('editor'), ('researcher')`,
    `CREATE TABLE countries (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      code char(2) NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{2}$'),
      ${timestamps}
    )`,
    `CREATE INDEX countries_name_idx ON countries (name)`,
    `CREATE TABLE specializations (
      id serial PRIMARY KEY,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      ${timestamps}
    )`,
    `CREATE UNIQUE INDEX specializations_title_key ON specializations (lower(title))`,
    `CREATE TABLE gradations (
      id serial PRIMARY KEY,
      position smallint NOT NULL UNIQUE CHECK (position > 0),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      description text,
      ${timestamps}
    )`,
    `CREATE TABLE files (
      id serial PRIMARY KEY,
      storage_key text NOT NULL UNIQUE,
      original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
      mime_type text NOT NULL,
      size_bytes integer NOT NULL CHECK (size_bytes >= 0),
      sha256 char(64),
      uploaded_by integer,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE addresses (
      id serial PRIMARY KEY,
      country_id integer REFERENCES countries (id) ON DELETE RESTRICT,
      street text CHECK (length(street) <= 200),
      number text CHECK (length(number) <= 10),
      number_add text CHECK (length(number_add) <= 10),
      postcode text CHECK (length(postcode) <= 10),
      city text CHECK (length(city) <= 120),
      contact text CHECK (length(contact) <= 500),
      ${timestamps}
    )`,
    `CREATE INDEX addresses_postcode_number_idx ON addresses (upper(replace(postcode, ' ', '')), number)`,
    `CREATE INDEX addresses_country_idx ON addresses (country_id)`,
    `CREATE TABLE centers (
      id serial PRIMARY KEY,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      type text NOT NULL CHECK (type IN ('umc', 'stz', 'general', 'categorical', 'revalidation', 'clinic')),
      address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
      ${timestamps}
    )`,
    `CREATE INDEX centers_type_idx ON centers (type)`,
    `CREATE INDEX centers_title_idx ON centers (lower(title))`,
    `CREATE INDEX centers_address_idx ON centers (address_id)`,
    ...['roles', 'countries', 'specializations', 'gradations', 'addresses', 'centers'].map(
      touchTrigger,
    ),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE centers',
    'DROP TABLE addresses',
    'DROP TABLE files',
    'DROP TABLE gradations',
    'DROP TABLE specializations',
    'DROP TABLE countries',
    'DROP TABLE roles',
    'DROP FUNCTION zv_touch_updated_at()',
    'DROP FUNCTION zv_join(text[])',
    'DROP FUNCTION zv_fold(text)',
  ]);
}
