// Runs the versioned migrations (up to latest, or all the way down) with Kysely's Migrator.
import type { Kysely } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import * as reference from './migrations/0001_reference.ts';
import * as organisations from './migrations/0002_organisations.ts';
import * as users from './migrations/0003_users.ts';
import * as evaluations from './migrations/0004_evaluations.ts';
import * as content from './migrations/0005_content.ts';
import * as eventFiles from './migrations/0006_event_files.ts';
import * as bugReports from './migrations/0007_bug_reports.ts';
import * as listIndexes from './migrations/0008_list_indexes.ts';
import * as sessionsTwoFactor from './migrations/0009_sessions_two_factor.ts';
import * as pageViews from './migrations/0011_page_views.ts';
import * as siteContent from './migrations/0012_site_content.ts';
import * as history from './migrations/0013_history.ts';
import * as publicationSchedule from './migrations/0014_publication_schedule.ts';

/** Listed explicitly (not read from disk) so the order is reviewed in code and bundlers see them. */
export const migrations: Record<string, Migration> = {
  '0001_reference': reference,
  '0002_organisations': organisations,
  '0003_users': users,
  '0004_evaluations': evaluations,
  '0005_content': content,
  '0006_event_files': eventFiles,
  '0007_bug_reports': bugReports,
  '0008_list_indexes': listIndexes,
  '0009_sessions_two_factor': sessionsTwoFactor,
  '0011_page_views': pageViews,
  '0012_site_content': siteContent,
  '0013_history': history,
  '0014_publication_schedule': publicationSchedule,
};

function migratorFor<T>(db: Kysely<T>): Migrator {
  // Migrations see an untyped database: they create the very tables the app's types describe.
  return new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    const where = failed ? ` in ${failed.migrationName} (${failed.direction})` : '';
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration failed${where}: ${cause}`, { cause: result.error });
  }
  return (result.results ?? []).map((entry) => `${entry.direction} ${entry.migrationName}`);
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateToLatest());
}

export async function migrateAllDown<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateTo(NO_MIGRATIONS));
}
