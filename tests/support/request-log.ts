// Requests of a fault test, each with its outcome: a status with its body, or the error that ended
// it (refused, reset, or no answer within the client's own time limit), so a test can assert that
// nothing was cut, hung or answered 500.

export interface Outcome {
  kind: string;
  status?: number;
  /** Parsed JSON body, or the text when it is not JSON. */
  body?: unknown;
  retryAfter?: string | null;
  /** The error's code (ECONNREFUSED, ECONNRESET, TimeoutError, ...) when there was no answer. */
  error?: string;
  startedAt: number;
  ms: number;
}

/** The code of a failed fetch: undici wraps the socket error in `cause`. */
export function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  const own = error as { code?: string; name?: string };
  return cause?.code ?? own.code ?? own.name ?? String(error);
}

export function createRequestLog(timeoutMs: number) {
  const outcomes: Outcome[] = [];
  return {
    outcomes,
    /** Sends one request and records what came of it; never throws. */
    async send(kind: string, url: string, init: RequestInit = {}): Promise<Outcome> {
      const startedAt = Date.now();
      let outcome: Outcome;
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON
        }
        outcome = {
          kind,
          status: response.status,
          body,
          retryAfter: response.headers.get('retry-after'),
          startedAt,
          ms: Date.now() - startedAt,
        };
      } catch (error) {
        outcome = { kind, error: errorCode(error), startedAt, ms: Date.now() - startedAt };
      }
      outcomes.push(outcome);
      return outcome;
    },
    /** Outcomes grouped as `status` or `error` -> count, e.g. { '200': 40, '503': 6 }. */
    tally(filter: (outcome: Outcome) => boolean = () => true): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const outcome of outcomes.filter(filter)) {
        const key = outcome.status !== undefined ? String(outcome.status) : String(outcome.error);
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    },
  };
}

/**
 * Runs `step` over and over on `workers` parallel loops until `stop()` is called; a worker whose
 * step answers `false` is done.
 */
export function loop(workers: number, step: (worker: number) => Promise<unknown>) {
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (running && (await step(worker)) !== false);
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
