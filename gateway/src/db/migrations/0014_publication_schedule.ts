// Scheduled publishing (issue 28): an evaluation may be given a moment to be published and a
// moment to go back to draft; the scheduler (v1/schedule/) does each once and clears it, in the
// history on behalf of whoever planned it (`scheduled_by`).
import type { Kysely } from 'kysely';
import { run } from './sql-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE evaluations
      ADD COLUMN publish_at timestamptz,
      ADD COLUMN unpublish_at timestamptz,
      ADD COLUMN scheduled_by integer REFERENCES users (id) ON DELETE SET NULL,
      ADD CONSTRAINT evaluations_schedule_order
        CHECK (publish_at IS NULL OR unpublish_at IS NULL OR unpublish_at > publish_at)`,
    `CREATE INDEX evaluations_publish_at_idx ON evaluations (publish_at) WHERE publish_at IS NOT NULL`,
    `CREATE INDEX evaluations_unpublish_at_idx ON evaluations (unpublish_at)
      WHERE unpublish_at IS NOT NULL`,
    'CREATE INDEX evaluations_scheduled_by_idx ON evaluations (scheduled_by)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE evaluations DROP COLUMN publish_at, DROP COLUMN unpublish_at,
      DROP COLUMN scheduled_by`,
  ]);
}
