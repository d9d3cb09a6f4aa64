// Work that continues after the answer is sent (e.g. a reset mail), awaited when the app closes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type RunInBackground = (
  log: FastifyBaseLogger,
  description: string,
  task: () => Promise<void>,
) => void;

/** Tracks background tasks of the instance; its onClose hook waits for those still running. */
export function backgroundTasks(app: FastifyInstance): RunInBackground {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (log, description, task) => {
    const running: Promise<void> = task()
      .catch((error: unknown) => log.error({ err: error }, `${description} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
