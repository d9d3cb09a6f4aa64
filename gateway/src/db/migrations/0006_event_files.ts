// An event may carry a stored file (a program's download is usually one): `events.file_id`, kept
// valid by its foreign key and cleared when the file goes.
import type { Kysely } from 'kysely';
import { run } from './sql-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'ALTER TABLE events ADD COLUMN file_id integer REFERENCES files (id) ON DELETE SET NULL',
    'CREATE INDEX events_file_idx ON events (file_id) WHERE file_id IS NOT NULL',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP INDEX events_file_idx', 'ALTER TABLE events DROP COLUMN file_id']);
}
