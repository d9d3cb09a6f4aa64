// Loaded into the soak's gateway process before its entry (`node --expose-gc --import <this>`):
// every SOAK_MEMORY_INTERVAL_MS it collects garbage and appends one line of JSON with the
// process's memory to SOAK_MEMORY_FILE. The gateway's own code knows nothing of it.
import fs from 'node:fs';

const file = process.env.SOAK_MEMORY_FILE;
const intervalMs = Number(process.env.SOAK_MEMORY_INTERVAL_MS ?? 5_000);
const collect = (globalThis as { gc?: () => void }).gc;

if (file) {
  const started = Date.now();
  setInterval(() => {
    // After a full collection the heap holds only what is still referenced: a leak shows as a
    // rising floor, not hidden in the sawtooth of garbage waiting for the next collection.
    collect?.();
    const { rss, heapUsed } = process.memoryUsage();
    const sample = { t: Date.now() - started, rssMb: rss / 1048576, heapMb: heapUsed / 1048576 };
    fs.appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, intervalMs).unref();
}
