// Tells whether the database still needs a seed: no users and no evaluations yet.
import type { Db } from '../database.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (user) return false;
  const evaluation = await db.selectFrom('evaluations').select('id').limit(1).executeTakeFirst();
  return evaluation === undefined;
}
