// The scheduler of /v1 (no routes): every SCHEDULE_INTERVAL_MS (15 s; 0 turns it off) it makes the
// publication changes that are due (publication.ts), well within the minute the issue allows. Every
// gateway runs it; the row locks let each change happen once. A change empties the anonymous
// answers here and, through Redis, on the other gateways, as a write through /v1 does.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../domain/clock.ts';
import { historyRecordAt } from '../shared/history/recorder.ts';
import { schedulePeriodic } from '../shared/periodic-task.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { applyDuePublications, type DueChange } from './publication.ts';

/** One round of the scheduler: the due changes made, and visitors' answers refreshed after them. */
export async function runScheduledPublishing(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
): Promise<DueChange[]> {
  const done = await applyDuePublications(
    db,
    historyRecordAt(app.historyRecords, '/evaluations'),
    clock,
  );
  if (done.length > 0) app.answerStore?.invalidate();
  return done;
}

export const scheduleModule: V1Module = (app, { db, config, clock }) => {
  schedulePeriodic(app, {
    name: 'scheduled publishing',
    everyMs: config.SCHEDULE_INTERVAL_MS,
    firstRunMs: config.SCHEDULE_INTERVAL_MS,
    run: async () => {
      const done = await runScheduledPublishing(app, db, clock);
      if (done.length > 0) app.log.info({ done }, 'scheduled publication changes made');
    },
  });
};
