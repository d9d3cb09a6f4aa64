// Bug reports filed from the bug-tracker bar: stored first, then delivered to the project board by
// the gateway's delivery worker. The delivery state lives in the row (attempts, next attempt, lease),
// so it survives restarts and is shared by every gateway process on the database.
import type { Kysely } from 'kysely';
import { run, timestamps, touchTrigger } from './sql-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE bug_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- The client's own id of the report: a report sent twice is stored once.
      client_id uuid UNIQUE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 250),
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 10000),
      url text NOT NULL CHECK (length(url) <= 2000),
      occurred_at timestamptz NOT NULL,
      stack_trace jsonb NOT NULL DEFAULT '[]',
      local_storage jsonb NOT NULL DEFAULT '{}',
      actions jsonb NOT NULL DEFAULT '[]',
      browser jsonb NOT NULL,
      screenshot_id integer REFERENCES files (id) ON DELETE SET NULL,
      reporter_id integer REFERENCES users (id) ON DELETE SET NULL,
      delivery_state text NOT NULL CHECK (delivery_state IN ('pending', 'delivered', 'not_configured')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at timestamptz,
      lease_until timestamptz,
      lease_token uuid,
      may_have_reached_board boolean NOT NULL DEFAULT false,
      last_error text CHECK (length(last_error) <= 500),
      pulse_id text,
      delivered_at timestamptz,
      ${timestamps}
    )`,
    touchTrigger('bug_reports'),
    `CREATE INDEX bug_reports_due_idx ON bug_reports (next_attempt_at)
      WHERE delivery_state = 'pending'`,
    'CREATE INDEX bug_reports_created_idx ON bug_reports (created_at)',
    'CREATE INDEX bug_reports_screenshot_idx ON bug_reports (screenshot_id) WHERE screenshot_id IS NOT NULL',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE bug_reports']);
}
