// Runs the file sweep shortly after start and then every FILE_SWEEP_INTERVAL_MS; stops on close.
// Several gateway processes may sweep at once: each file is deleted by one statement only once.
import type { FastifyInstance } from 'fastify';
import type { V1Options } from '../plugin.ts';
import { sweepUnreferencedFiles } from './sweep.ts';

const FIRST_SWEEP_DELAY_MS = 60_000;

export function scheduleFileSweep(app: FastifyInstance, { db, storage, config }: V1Options): void {
  const every = config.FILE_SWEEP_INTERVAL_MS;
  if (every === 0) return;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepUnreferencedFiles(db, storage)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed unreferenced files');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'file sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, Math.min(FIRST_SWEEP_DELAY_MS, every));
  const repeat = setInterval(sweep, every);
  first.unref();
  repeat.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(repeat);
    await running;
  });
}
