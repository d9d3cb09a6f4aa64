// The soak's memory check: flat memory passes, a steady climb after warm-up fails.
import { describe, expect, it } from 'vitest';
import { type MemorySample, memoryTrend } from './memory-trend.ts';

const samples = (heapAt: (index: number) => number): MemorySample[] =>
  Array.from({ length: 30 }, (_, index) => ({
    t: index * 2_000,
    rssMb: 300 + (index % 3),
    heapMb: heapAt(index),
  }));

describe('memory trend', () => {
  it('passes memory that only wobbles after warm-up', () => {
    const checks = memoryTrend(samples((index) => (index < 5 ? 40 + index * 4 : 60 + (index % 4))));
    expect(checks.map((check) => check.ok)).toEqual([true, true]);
  });

  it('fails a heap that keeps growing', () => {
    const [rss, heap] = memoryTrend(samples((index) => 60 + index * 1.5));
    expect(rss?.ok).toBe(true);
    expect(heap).toMatchObject({ measure: 'heapMb', ok: false });
    expect(heap?.growthPercent).toBeGreaterThan(10);
  });

  it('cannot pass on too few samples', () => {
    expect(memoryTrend(samples(() => 60).slice(0, 5)).every((check) => !check.ok)).toBe(true);
  });
});
