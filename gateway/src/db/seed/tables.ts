// The tables the seed fills and the reset empties: every table of the schema except `roles`.
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../types.ts';

export const seedTables = [
  'countries',
  'specializations',
  'gradations',
  'files',
  'addresses',
  'centers',
  'associations',
  'programs',
  'trial_bureaus',
  'association_specializations',
  'program_specializations',
  'trial_bureau_specializations',
  'users',
  'auth_tokens',
  'auth_sessions',
  'recovery_codes',
  'evaluations',
  'evaluation_specializations',
  'evaluation_programs',
  'evaluation_associations',
  'trial_bureau_evaluations',
  'applicables',
  'criteria',
  'participants',
  'evaluation_people',
  'measures',
  'links',
  'inclusion_data',
  'documents',
  'posts',
  'events',
  'settings',
  'hours',
  'bug_reports',
  'page_view_counts',
  'site_pages',
  'site_details',
  'sponsors',
  'history_entries',
] as const satisfies readonly (keyof Database)[];

export type SeedTable = (typeof seedTables)[number];

type Unlisted = Exclude<keyof Database, SeedTable | 'roles'>;
/** Compiles only while every table of `Database` (but roles) is listed above. */
true satisfies [Unlisted] extends [never] ? true : Unlisted;

/** Row counts per table, as reported after a seed. */
export type SeedSummary = Record<SeedTable, number>;

export async function countRows(db: Db): Promise<SeedSummary> {
  // Table names come from the constant list above, never from input.
  const query = seedTables
    .map((table) => `SELECT '${table}' AS name, count(*)::int AS count FROM ${table}`)
    .join(' UNION ALL ');
  const result = await sql<{ name: SeedTable; count: number }>`${sql.raw(query)}`.execute(db);
  const summary = Object.fromEntries(seedTables.map((table) => [table, 0])) as SeedSummary;
  for (const row of result.rows) summary[row.name] = Number(row.count);
  return summary;
}
