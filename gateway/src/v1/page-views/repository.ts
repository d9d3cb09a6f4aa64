// Page views as counters per day (Dutch calendar day), path and referring site.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Today in the Netherlands, as YYYY-MM-DD. */
export const dutchDay = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);

export async function countPageView(
  db: Db,
  view: { day: string; path: string; referrerHost: string },
): Promise<void> {
  await db
    .insertInto('page_view_counts')
    .values({ day: view.day, path: view.path, referrer_host: view.referrerHost, views: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'path', 'referrer_host'])
        .doUpdateSet({ views: sql`page_view_counts.views + 1` }),
    )
    .execute();
}

/** Views per path in a period (both days included), most viewed first. */
export async function pageViewTotals(db: Db, from: string, to: string) {
  return db
    .selectFrom('page_view_counts')
    .select(['path', sql<number>`sum(views)::integer`.as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(1000)
    .execute();
}
