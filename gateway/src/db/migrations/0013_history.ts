// The history of every change made through /v1 (issue 28): one entry per write, append-only for
// the application (a trigger refuses UPDATE and DELETE; only the retention sweep, which says so in
// its own transaction, may delete), and tamper-evident (each entry's hash covers its content and
// the previous entry's hash; docs/security.md).
import type { Kysely } from 'kysely';
import { inList, run } from './sql-helpers.ts';

const actions = ['create', 'update', 'delete', 'restore', 'merge'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE history_entries (
      id serial PRIMARY KEY,
      at timestamptz NOT NULL,
      actor_id integer,
      actor_name text,
      actor_role text,
      on_behalf_of_id integer,
      on_behalf_of_name text,
      request_id text CHECK (length(request_id) <= 200),
      record_type text NOT NULL CHECK (length(record_type) <= 50),
      record_id integer NOT NULL,
      record_title text,
      action text NOT NULL CHECK (action IN (${inList(actions)})),
      changes jsonb NOT NULL,
      snapshot jsonb,
      tombstone jsonb,
      prev_hash char(64),
      hash char(64) NOT NULL
    )`,
    'CREATE INDEX history_entries_record_idx ON history_entries (record_type, record_id, id)',
    'CREATE INDEX history_entries_at_idx ON history_entries (at)',
    'CREATE INDEX history_entries_actor_idx ON history_entries (actor_id)',
    `CREATE FUNCTION zv_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('zorgevaluatie.history_sweep', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'history entries are append-only' USING ERRCODE = 'insufficient_privilege';
    END $$`,
    `CREATE TRIGGER history_entries_append_only BEFORE UPDATE OR DELETE ON history_entries
      FOR EACH ROW EXECUTE FUNCTION zv_history_append_only()`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE history_entries', 'DROP FUNCTION zv_history_append_only()']);
}
