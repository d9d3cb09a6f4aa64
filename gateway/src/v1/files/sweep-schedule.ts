// Runs the file sweep shortly after start and then every FILE_SWEEP_INTERVAL_MS; stops on close.
// Several gateway processes may sweep at once: each file is deleted by one statement only once.
import type { FastifyInstance } from 'fastify';
import type { V1Options } from '../plugin.ts';
import { schedulePeriodic } from '../shared/periodic-task.ts';
import { sweepUnreferencedFiles } from './sweep.ts';

export function scheduleFileSweep(app: FastifyInstance, { db, storage, config }: V1Options): void {
  schedulePeriodic(app, {
    name: 'file sweep',
    everyMs: config.FILE_SWEEP_INTERVAL_MS,
    run: async () => {
      const removed = await sweepUnreferencedFiles(db, storage);
      if (removed > 0) app.log.info({ removed }, 'removed unreferenced files');
    },
  });
}
