// Page views of the public site, counted per day, path and referring site: the analytics sink in
// the gateway. Nothing that identifies a visitor is stored (no address, no user agent, no id, no
// query string); a row is a counter, removed by the retention sweep after RETENTION_ANALYTICS_DAYS.
import type { Kysely } from 'kysely';
import { run } from './sql-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE page_view_counts (
      day date NOT NULL,
      path text NOT NULL CHECK (length(path) BETWEEN 1 AND 300),
      -- The host of another site the visitor came from; '' for none or this site.
      referrer_host text NOT NULL DEFAULT '' CHECK (length(referrer_host) <= 253),
      views integer NOT NULL DEFAULT 1 CHECK (views > 0),
      PRIMARY KEY (day, path, referrer_host)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE page_view_counts']);
}
