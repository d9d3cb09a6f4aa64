// The chunk loader raises an error for a chunk that fails or takes longer than the limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadWithTimeout } from './lazy-group.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('gives the module of a chunk that loads in time', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ default: 1 }), 'who')).resolves.toEqual({
      default: 1,
    });
  });

  it('raises ChunkLoadError for a chunk that fails', async () => {
    const failing = loadWithTimeout(() => Promise.reject(new Error('404')), 'who');
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('raises ChunkLoadError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined), 'who');
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
