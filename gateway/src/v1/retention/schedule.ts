// Runs the retention sweep shortly after start and then every RETENTION_SWEEP_INTERVAL_MS (0 turns
// it off); stops on close. Several gateway processes may sweep at once: a row or file is removed
// once, and a second remover finds nothing.
import type { V1Module } from '../plugin.ts';
import { sweepPastRetention } from './sweep.ts';

const FIRST_SWEEP_DELAY_MS = 60_000;

export const retentionModule: V1Module = (app, { db, storage, config }) => {
  const every = config.RETENTION_SWEEP_INTERVAL_MS;
  if (every === 0) return;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepPastRetention(db, storage, config)
      .then((removed) => {
        if (Object.values(removed).some((count) => count > 0))
          app.log.info(removed, 'removed records past their retention');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed'))
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
};
