// One transaction for a piece of work: a new one, or the caller's when it is in one already (a
// write recorded in the history runs inside the history's transaction; Kysely cannot nest them).
import type { Db } from './database.ts';

export function atomically<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
