// Associations, programs and trial bureaus with their specializations.
import type { Kysely } from 'kysely';
import { run, searchVector, timestamps, touchTrigger } from './sql-helpers.ts';

function organisationTable(table: string, nameColumn: 'title' | 'name'): string {
  return `CREATE TABLE ${table} (
    id serial PRIMARY KEY,
    ${nameColumn} text NOT NULL CHECK (length(${nameColumn}) BETWEEN 1 AND 250),
    abbreviation text CHECK (length(abbreviation) <= 30),
    description text,
    contact text,
    url text CHECK (length(url) <= 2048),
    about text,
    logo_id integer REFERENCES files (id) ON DELETE SET NULL,
    banner_id integer REFERENCES files (id) ON DELETE SET NULL,
    search ${searchVector(nameColumn, ['abbreviation', 'description', 'about'])},
    ${timestamps}
  )`;
}

function specializationJoin(owner: string, ownerTable: string): string[] {
  const table = `${owner}_specializations`;
  return [
    `CREATE TABLE ${table} (
      ${owner}_id integer NOT NULL REFERENCES ${ownerTable} (id) ON DELETE CASCADE,
      specialization_id integer NOT NULL REFERENCES specializations (id) ON DELETE CASCADE,
      PRIMARY KEY (${owner}_id, specialization_id)
    )`,
    `CREATE INDEX ${table}_specialization_idx ON ${table} (specialization_id)`,
  ];
}

const owners = [
  { owner: 'association', table: 'associations', nameColumn: 'title' },
  { owner: 'program', table: 'programs', nameColumn: 'title' },
  { owner: 'trial_bureau', table: 'trial_bureaus', nameColumn: 'name' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    owners.flatMap(({ owner, table, nameColumn }) => [
      organisationTable(table, nameColumn),
      `CREATE INDEX ${table}_${nameColumn}_idx ON ${table} (lower(${nameColumn}))`,
      `CREATE INDEX ${table}_search_idx ON ${table} USING gin (search)`,
      `CREATE INDEX ${table}_updated_at_idx ON ${table} (updated_at)`,
      `CREATE INDEX ${table}_logo_idx ON ${table} (logo_id)`,
      `CREATE INDEX ${table}_banner_idx ON ${table} (banner_id)`,
      touchTrigger(table),
      ...specializationJoin(owner, table),
    ]),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    owners.flatMap(({ owner, table }) => [
      `DROP TABLE ${owner}_specializations`,
      `DROP TABLE ${table}`,
    ]),
  );
}
