// The /v1/data (inclusion data) tests' common ground: a row as /v1 answers it, and which demo
// evaluations the demo researcher takes part in (their writes are limited to those).
import type { Db } from '../../gateway/src/db/database.ts';
import type { DataOut } from '../../gateway/src/v1/inclusion-data/presenter.ts';
import { demoEmails } from './demo-accounts.ts';

/** A /v1/data row, with its includes when asked for (the answer's type, from its presenter). */
export type InclusionData = DataOut;

/** The evaluations the demo researcher takes part in, and the first (by id) they do not. */
export async function researcherEvaluations(db: Db): Promise<{ own: number[]; other: number }> {
  const own = (
    await db
      .selectFrom('evaluation_people')
      .innerJoin('users', 'users.id', 'evaluation_people.user_id')
      .select('evaluation_people.evaluation_id')
      .where('users.email', '=', demoEmails.researcher)
      .execute()
  ).map((row) => row.evaluation_id);
  const other = await db
    .selectFrom('evaluations')
    .select('id')
    .where('id', 'not in', own)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { own, other: other.id };
}
