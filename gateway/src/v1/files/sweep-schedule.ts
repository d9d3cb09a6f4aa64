// Runs the file sweep shortly after start and then every FILE_SWEEP_INTERVAL_MS; stops on close.
// Several gateway processes may sweep at once: each file is deleted by one statement only once.
// Each process also removes its own upload temporary files that a crash left behind.
import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../shared/periodic-task.ts';
import { removeStaleSpools, spoolDirectory } from '../shared/uploads/upload-spool.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { SWEEP_GRACE_MS, sweepUnreferencedFiles } from './sweep.ts';

export function scheduleFileSweep(app: FastifyInstance, { db, storage, config }: V1Options): void {
  schedulePeriodic(app, {
    name: 'file sweep',
    everyMs: config.FILE_SWEEP_INTERVAL_MS,
    run: async () => {
      const cutoff = new Date(Date.now() - SWEEP_GRACE_MS);
      const removed =
        (await sweepUnreferencedFiles(db, storage, { restoreDays: config.RESTORE_DELETED_DAYS })) +
        (await removeStaleSpools(spoolDirectory(config), cutoff));
      if (removed > 0) app.log.info({ removed }, 'removed unreferenced files');
    },
  });
}
