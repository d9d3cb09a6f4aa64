// Runs background work shortly after start and then on an interval (0 turns it off), never two
// runs at once in one process, and waits for a run in progress on close. Several gateway processes
// may run it at once: the tasks scheduled here remove each row or file in one statement, once.
import type { FastifyInstance } from 'fastify';

const FIRST_RUN_DELAY_MS = 60_000;

export function schedulePeriodic(
  app: FastifyInstance,
  {
    name,
    everyMs,
    run,
    firstRunMs = FIRST_RUN_DELAY_MS,
  }: {
    name: string;
    everyMs: number;
    run: () => Promise<void>;
    /** How soon after start the first run comes (at most `everyMs`). */
    firstRunMs?: number;
  },
): void {
  if (everyMs === 0) return;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, Math.min(firstRunMs, everyMs));
  const repeat = setInterval(tick, everyMs);
  first.unref();
  repeat.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(repeat);
    await running;
  });
}
