// Counting, ordering and paging of a Kysely list query, shared by every resource.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { ListQuery } from './list-query.ts';

/** Column (or SQL expression) behind each public sort key. */
export type SortColumns<S extends string> = Record<S, string>;

export async function paginate<T extends keyof Database, O, S extends string>(
  query: SelectQueryBuilder<Database, T, O>,
  list: Pick<ListQuery<unknown, S>, 'page' | 'limit' | 'sort'>,
  sortColumns: SortColumns<S>,
  tieBreaker: string,
): Promise<{ rows: O[]; total: number }> {
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  const total = (counted as { total?: number } | undefined)?.total ?? 0;
  let ordered = query;
  for (const { key, descending } of list.sort) {
    ordered = ordered.orderBy(sql.raw(sortColumns[key]), descending ? 'desc' : 'asc');
  }
  const rows = await ordered
    .orderBy(sql.raw(tieBreaker))
    .limit(list.limit)
    .offset((list.page - 1) * list.limit)
    .execute();
  return { rows, total };
}
