// Small helpers shared by migrations. Migrations keep their own literal value lists on purpose:
// a migration must create the same schema forever, even after the app's enums change.
import { type Kysely, sql } from 'kysely';

/** Runs statements one by one (PGlite and parameterless pg both accept only one per call here). */
export async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** `'a', 'b'` for use inside an SQL `IN (...)` list. */
export function inList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}

export const timestamps = `created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/** Keeps updated_at honest whatever code path writes the row. */
export function touchTrigger(table: string): string {
  return `CREATE TRIGGER ${table}_touch BEFORE UPDATE ON ${table}
    FOR EACH ROW EXECUTE FUNCTION zv_touch_updated_at()`;
}

/** Dutch full-text vector over folded (lower-case, accent-free) text, weighted A then B. */
export function searchVector(primary: string, secondary: string[]): string {
  const rest = secondary.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
  return `tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('dutch'::regconfig, zv_fold(${primary})), 'A') ||
    setweight(to_tsvector('dutch'::regconfig, zv_fold(${rest})), 'B')
  ) STORED`;
}
