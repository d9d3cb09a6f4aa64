// Loads a screen group's chunk with the spec's time limit: a chunk that fails or takes longer
// than 120 s raises an error, which the route's error screen shows as a loading problem.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function loadWithTimeout<T>(
  load: () => Promise<T>,
  group: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ChunkLoadError(`Screen group "${group}" did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(`Screen group "${group}" failed to load`, { cause: error }));
      },
    );
  });
}
