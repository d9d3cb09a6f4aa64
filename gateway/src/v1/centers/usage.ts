// Centers that hold inclusion data cannot be deleted (they are merged instead): which of them do,
// with their row counts, and the 409 that says so.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ConflictError, type RefusedRecord } from '../shared/http-errors.ts';
import { translate } from '../shared/messages.ts';
import { countedText, listText } from '../shared/refusal-text.ts';

/** The centers of `rows` (in `ids` order) with inclusion data: `used_by: { inclusion_data: { count } }`. */
export async function centersWithData(
  db: Db,
  ids: number[],
  rows: { id: number; title: string }[],
): Promise<RefusedRecord[]> {
  const counted = await db
    .selectFrom('inclusion_data')
    .select(['center_id', sql<number>`count(*)::int`.as('count')])
    .where('center_id', 'in', ids)
    .groupBy('center_id')
    .execute();
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    const count = counted.find((candidate) => candidate.center_id === id)?.count ?? 0;
    return row && count > 0
      ? [{ id, title: row.title, used_by: { inclusion_data: { count } } }]
      : [];
  });
}

const rowsOf = (record: RefusedRecord) => record.used_by.inclusion_data?.count ?? 0;

/** 'Dit centrum heeft inclusiegegevens (12 rijen); voeg het samen ...'; several: each one named. */
export function centersHaveData(refused: RefusedRecord[], several: boolean): ConflictError {
  return new ConflictError(refused, (locale) => {
    const [only] = refused;
    if (!several && only)
      return translate(locale, 'conflict.centerHasData', {
        rows: countedText(locale, 'conflict.rows', rowsOf(only)),
      });
    const items = refused.map((record) =>
      translate(locale, 'conflict.titledRows', {
        title: record.title,
        rows: countedText(locale, 'conflict.rows', rowsOf(record)),
      }),
    );
    return translate(locale, 'conflict.centersHaveData', { items: listText(locale, items) });
  });
}
