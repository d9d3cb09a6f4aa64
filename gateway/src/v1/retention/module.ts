// The retention module of /v1 (no routes): runs the retention sweep (sweep.ts) shortly after start
// and then every RETENTION_SWEEP_INTERVAL_MS (0 turns it off); stops on close. Several gateway processes may sweep at once: a row or file is removed
// once, and a second remover finds nothing.

import { schedulePeriodic } from '../shared/periodic-task.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { sweepPastRetention } from './sweep.ts';

export const retentionModule: V1Module = (app, { db, storage, config }) => {
  schedulePeriodic(app, {
    name: 'retention sweep',
    everyMs: config.RETENTION_SWEEP_INTERVAL_MS,
    run: async () => {
      const removed = await sweepPastRetention(db, storage, config);
      if (Object.values(removed).some((count) => count > 0))
        app.log.info(removed, 'removed records past their retention');
    },
  });
};
