// Several relations of many records in one statement: each relation is a query of its rows for
// the records, and the statement answers every relation as one JSON array (`json_agg` over the
// query, in its order). One round trip instead of one per relation: an evaluation with every
// include went from 17 queries to one (`npm run bench`, bench/README.md). Rows arrive as JSON, so
// timestamps are strings (presenters turn them into ISO strings either way) and dates stay
// `YYYY-MM-DD`.
import { type Expression, sql } from 'kysely';
import type { z } from 'zod';
import { groupBy } from './presenters.ts';
import type { V1Context } from './resource.ts';

export interface Relation<
  Row extends Record<string, unknown> = Record<string, unknown>,
  A extends z.ZodType = z.ZodType,
> {
  /** One related item as /v1 answers it (shared/answers.ts): the OpenAPI document's schema. */
  answer: A;
  /** The relation's rows for the owners `ids`, each with the owner's id in `ownerKey`. */
  rows(context: V1Context, ids: number[]): Expression<unknown>;
  /** The row as /v1 shows it. */
  present(row: Row, context: V1Context): z.infer<A>;
}

/**
 * A relation over the given row type (its query's columns, as JSON gives them back), presented as
 * its answer declares.
 */
export const relation = <Row extends Record<string, unknown>, A extends z.ZodType = z.ZodType>(
  definition: Relation<Row, A>,
) => definition as unknown as Relation<Record<string, unknown>, A>;

/**
 * The presented rows of each relation in `names`, grouped by owner id (`ownerKey` in each row).
 * An owner without rows is absent from its relation's map.
 */
export async function loadRelations<N extends string>(
  context: V1Context,
  relations: Record<N, Relation>,
  names: readonly N[],
  ids: readonly number[],
  ownerKey: string,
): Promise<Map<N, Map<number, unknown[]>>> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0 || ids.length === 0)
    return new Map(wanted.map((name) => [name, new Map()]));
  const owners = [...new Set(ids)];
  const { rows } = await sql<Record<string, Record<string, unknown>[]>>`select ${sql.join(
    wanted.map(
      (name) =>
        sql`(select coalesce(json_agg(q), '[]'::json) from (${relations[name].rows(context, owners)}) as q) as ${sql.ref(name)}`,
    ),
  )}`.execute(context.db);
  const answer = rows[0] ?? {};
  return new Map(
    wanted.map((name) => {
      const relation = relations[name];
      const grouped = groupBy(answer[name] ?? [], (row) => Number(row[ownerKey]));
      return [
        name,
        new Map(
          [...grouped].map(([owner, list]) => [
            owner,
            list.map((row) => relation.present(row, context)),
          ]),
        ),
      ] as const;
    }),
  );
}
