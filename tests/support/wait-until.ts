// Waiting for something another process or a background task produces (a log line on a child's
// stdout, a mail in the outbox folder, a row a worker updates): read it again until it is there,
// within a time limit. A test never reads such output once right after its action: a pipe, a
// folder or a worker may deliver it a moment after the answer the test awaited.
// Framework-free: Vitest tests, Playwright specs and the scripts (topology, bench) share it.

export interface WaitOptions {
  /** How long to keep reading before giving up (the error names `what` and the last value). */
  timeoutMs: number;
  /** Pause between reads; default 25 ms. */
  intervalMs?: number;
  /** What is awaited, for the error message. */
  what?: string;
}

/** Reads `read()` until `done(value)` holds, and answers that value; throws after `timeoutMs`. */
export async function waitUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) {
      const last = typeof value === 'string' ? value : JSON.stringify(value);
      throw new Error(
        `${options.what ?? 'the awaited value'} did not come within ${options.timeoutMs} ms; last read:\n${last}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 25));
  }
}
