// Create, update and delete for tables whose API body maps one to one onto their columns.
import type { Db } from '../../db/database.ts';

type PlainTable = 'specializations' | 'countries' | 'gradations';

export function plainWrites<I extends object>(table: PlainTable) {
  return {
    async insert(db: Db, input: I): Promise<number> {
      const row = await db
        .insertInto(table)
        .values(input as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(db: Db, id: number, input: Partial<I>): Promise<void> {
      if (Object.keys(input).length === 0) return;
      await db
        .updateTable(table)
        .set(input as never)
        .where('id', '=', id)
        .execute();
    },
    async remove(db: Db, ids: number[]): Promise<void> {
      await db.deleteFrom(table).where('id', 'in', ids).execute();
    },
  };
}
