// Start-up work is split into tasks that each stay short: between steps the browser may handle
// input and paint (Lighthouse's Total Blocking Time counts every task over 50 ms on a slow phone).

interface Scheduler {
  yield(): Promise<void>;
}

/** Lets the browser run other tasks before the caller goes on (`scheduler.yield()` where there is one). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
