// Indexes for what visitors list most (measured with `npm run bench` at 100,000 evaluations):
// published evaluations by title, start or end date, with or without a phase filter. Each holds
// the sort key, the title tie-break and the id, so a page's ids (and a deep page's) are read from
// the index alone (`paginateByKey`) and its count is an index-only scan. The title itself is
// included because PostgreSQL uses an expression index (`lower(title)`) for an index-only scan
// only when the column is in the index too. Partial on `status = 'published'`, the visitor's
// visibility rule, so they stay small.
import type { Kysely } from 'kysely';
import { run } from './sql-helpers.ts';

const published = "WHERE status = 'published'";

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    // Replaced by the one with the id below.
    'DROP INDEX evaluations_published_title_idx',
    ...[
      ['title', 'lower(title), id'],
      ['phase_title', 'phase, lower(title), id'],
      ['starts', 'starts_at, lower(title), id'],
      ['phase_starts', 'phase, starts_at, lower(title), id'],
      ['ends', 'ends_at, lower(title), id'],
      ['phase_ends', 'phase, ends_at, lower(title), id'],
      // Newest first with ties by title (as the web list sorts): a backward scan of the ones
      // above would give the title backwards too.
      ['starts_desc', 'starts_at DESC, lower(title), id'],
      ['phase_starts_desc', 'phase, starts_at DESC, lower(title), id'],
      ['ends_desc', 'ends_at DESC, lower(title), id'],
      ['phase_ends_desc', 'phase, ends_at DESC, lower(title), id'],
      // The newest first (the home page's latest evaluations; many rows share a created_at).
      ['created', 'created_at, id'],
    ].map(
      ([name, columns]) =>
        `CREATE INDEX evaluations_published_${name}_idx ON evaluations (${columns}) INCLUDE (title) ${published}`,
    ),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP INDEX evaluations_published_created_idx',
    'DROP INDEX evaluations_published_phase_ends_desc_idx',
    'DROP INDEX evaluations_published_ends_desc_idx',
    'DROP INDEX evaluations_published_phase_starts_desc_idx',
    'DROP INDEX evaluations_published_starts_desc_idx',
    'DROP INDEX evaluations_published_phase_ends_idx',
    'DROP INDEX evaluations_published_ends_idx',
    'DROP INDEX evaluations_published_phase_starts_idx',
    'DROP INDEX evaluations_published_starts_idx',
    'DROP INDEX evaluations_published_phase_title_idx',
    'DROP INDEX evaluations_published_title_idx',
    `CREATE INDEX evaluations_published_title_idx ON evaluations (lower(title)) ${published}`,
  ]);
}
