// What a delete takes with it, kept so an admin can bring it back (issue 28, "Recent verwijderd"):
// the record's own rows and every row the database deletes with them (ON DELETE CASCADE, followed
// through), as PostgreSQL's own JSON of each row, parents first; the rows that only lost their
// reference to it (ON DELETE SET NULL); and the files those rows name, which the file sweep keeps
// while the tombstone may still be restored. The foreign keys are read from the catalogue, so a
// table added later is followed without code here.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

type Json = Record<string, unknown>;

/** Rows a delete takes that are not brought back: sessions, tokens and recovery codes. */
const notKept = new Set(['auth_tokens', 'auth_sessions', 'recovery_codes']);
/** Columns never kept (a restored account sets a new password and two-step sign-in again). */
const secretColumn = /^(password.*|.*token.*|.*secret.*|totp_.*|recovery_.*)$/i;
const withoutSecrets = (row: Json): Json =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !secretColumn.test(key)));

export interface Tombstone {
  /** Rows by table, in the order they go back (parents first). */
  rows: { table: string; rows: Json[] }[];
  /** References set to null by the delete: row ids of `table` whose `column` held `value`. */
  nulled: { table: string; column: string; value: unknown; ids: unknown[] }[];
  /** Files the rows name (kept by the file sweep while the tombstone may be restored). */
  files: number[];
}

interface ForeignKey {
  table: string;
  column: string;
  /** The referenced column of the parent table. */
  references: string;
  /** PostgreSQL's confdeltype: c cascade, n set null, r/a restrict or no action, d default. */
  onDelete: string;
}

/** Single-column foreign keys that point at `table`. */
async function referencing(db: Db, table: string): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select child.relname as table, a.attname as column, pa.attname as references,
      c.confdeltype as "onDelete"
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = parent.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and parent.relname = ${table}
      and n.nspname = current_schema()
    order by child.relname, a.attname`.execute(db);
  return rows;
}

/** Columns of `table` that name a file. */
async function fileColumns(db: Db, table: string): Promise<string[]> {
  return (await referencing(db, 'files'))
    .filter((key) => key.table === table)
    .map((key) => key.column);
}

async function rowsWhere(db: Db, table: string, column: string, values: readonly unknown[]) {
  const { rows } = await sql<{ row: Json }>`
    select to_jsonb(t) as row from ${sql.table(table)} as t
    where ${sql.ref(`t.${column}`)} = any(${sql.val(values)})`.execute(db);
  return rows.map((entry) => entry.row);
}

/** Everything deleting `ids` of `table` removes or unlinks, read before the delete. */
export async function captureTombstone(
  db: Db,
  table: string,
  ids: readonly number[],
): Promise<Tombstone> {
  const tombstone: Tombstone = { rows: [], nulled: [], files: [] };
  const queue: { table: string; column: string; values: readonly unknown[] }[] = [
    { table, column: 'id', values: ids },
  ];
  const files = new Set<number>();
  // A schema without cycles of cascades ends long before; the bound guards against one.
  for (let next = queue.shift(), steps = 0; next && steps < 200; next = queue.shift(), steps += 1) {
    if (next.values.length === 0 || notKept.has(next.table)) continue;
    const rows = (await rowsWhere(db, next.table, next.column, next.values)).map(withoutSecrets);
    if (rows.length === 0) continue;
    tombstone.rows.push({ table: next.table, rows });
    for (const column of await fileColumns(db, next.table))
      for (const row of rows) if (typeof row[column] === 'number') files.add(row[column]);
    for (const key of await referencing(db, next.table)) {
      const values = rows.map((row) => row[key.references]).filter((value) => value != null);
      if (key.onDelete === 'c') queue.push({ table: key.table, column: key.column, values });
      if (key.onDelete !== 'n') continue;
      for (const value of values) {
        const linked = await rowsWhere(db, key.table, key.column, [value]);
        if (linked.length > 0)
          tombstone.nulled.push({
            table: key.table,
            column: key.column,
            value,
            ids: linked.map((row) => row.id),
          });
      }
    }
  }
  tombstone.files = [...files].sort((a, b) => a - b);
  return tombstone;
}

/** Columns a row can be written back with (generated ones are the database's own). */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where c.relname = ${table} and n.nspname = current_schema() and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`.execute(db);
  return rows.map((row) => row.name);
}

/** Writes a tombstone's rows back with their ids, parents first, and relinks what was unlinked. */
export async function restoreTombstone(db: Db, tombstone: Tombstone): Promise<void> {
  for (const { table, rows } of tombstone.rows) {
    const kept = new Set(Object.keys(rows[0] ?? {}));
    const columns = (await writableColumns(db, table))
      .filter((name) => kept.has(name))
      .map((name) => sql.ref(name));
    const list = sql.join(columns);
    await sql`insert into ${sql.table(table)} (${list})
      select ${list} from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`.execute(
      db,
    );
  }
  for (const { table, column, value, ids } of tombstone.nulled)
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}
      where id = any(${sql.val(ids)}) and ${sql.ref(column)} is null`.execute(db);
}
