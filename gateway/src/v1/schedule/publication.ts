// Scheduled publishing (issue 28): an evaluation whose `publish_at` has come is published, one whose
// `unpublish_at` has come goes back to draft. Each due moment is claimed with its row locked
// (FOR UPDATE SKIP LOCKED) and cleared in the same transaction as the change and its history
// entry, so several gateways, and a gateway that restarts, do it exactly once. The entry names the
// scheduler as its actor, on behalf of whoever planned it.
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../domain/clock.ts';
import { type HistoryRecord, recordWrite } from '../shared/history/recorder.ts';

export interface DueChange {
  id: number;
  change: 'publish' | 'unpublish';
}

/** Claims one due moment, makes its change and records it; answers it, or undefined. */
async function applyOne(
  db: Db,
  history: HistoryRecord,
  clock: Clock,
): Promise<DueChange | undefined> {
  const now = clock.now();
  return atomically(db, async (trx) => {
    const due = await trx
      .selectFrom('evaluations')
      .select(['id', 'publish_at', 'unpublish_at', 'scheduled_by'])
      .where((eb) => eb.or([eb('publish_at', '<=', now), eb('unpublish_at', '<=', now)]))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    // Both due (a gateway was away): publish first, the next round unpublishes.
    const publish = due.publish_at !== null && new Date(due.publish_at) <= now;
    await recordWrite(
      { db: trx, viewer: null, locale: 'nl', clock, scheduledBy: due.scheduled_by },
      {
        record: history,
        id: due.id,
        action: 'update',
        write: ({ db: inTransaction }) =>
          inTransaction
            .updateTable('evaluations')
            .set(
              publish
                ? { status: 'published', publish_at: null }
                : { status: 'draft', unpublish_at: null },
            )
            .where('id', '=', due.id)
            .execute(),
      },
    );
    return { id: due.id, change: publish ? 'publish' : 'unpublish' };
  });
}

/** Makes every change that is due now; answers them in the order they were made. */
export async function applyDuePublications(
  db: Db,
  history: HistoryRecord,
  clock: Clock,
): Promise<DueChange[]> {
  const done: DueChange[] = [];
  for (
    let next = await applyOne(db, history, clock);
    next;
    next = await applyOne(db, history, clock)
  )
    done.push(next);
  return done;
}
