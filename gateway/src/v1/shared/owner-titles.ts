// The titles of polymorphic owners (an event's association or program, a post's evaluation,
// association or program), for `with[]=eventable` and `with[]=postable`: one query per owner type.
import type { Db } from '../../db/database.ts';

type OwnerTable = 'evaluations' | 'associations' | 'programs';

/** Per owner type: the column of the row that names the owner, and the owner's table. */
export type OwnerTypes<T extends string, C extends string> = Record<
  T,
  { column: C; table: OwnerTable }
>;

/** The owners' titles, keyed `type:id`. */
export async function loadOwnerTitles<T extends string, C extends string>(
  db: Db,
  rows: readonly Record<C, number | null>[],
  owners: OwnerTypes<T, C>,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const [type, { column, table }] of Object.entries(owners) as [T, OwnerTypes<T, C>[T]][]) {
    const ids = [
      ...new Set(rows.map((row) => row[column]).filter((id): id is number => id !== null)),
    ];
    if (ids.length === 0) continue;
    const found = await db
      .selectFrom(table)
      .select(['id', 'title'])
      .where('id', 'in', ids)
      .execute();
    for (const owner of found) titles.set(`${type}:${owner.id}`, owner.title);
  }
  return titles;
}
