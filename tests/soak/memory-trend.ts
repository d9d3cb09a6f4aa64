// Whether memory grew during a soak: the samples after warm-up are cut into halves (the second and
// last thirds of the whole run), and the median of the last may exceed that of the earlier one by
// at most 10% (or a few MB on a small heap, where 10% is within the noise), for RSS and heap each.

export interface MemorySample {
  /** Milliseconds since the gateway started sampling. */
  t: number;
  rssMb: number;
  heapMb: number;
}

export interface TrendCheck {
  measure: 'rssMb' | 'heapMb';
  earlierMedianMb: number;
  laterMedianMb: number;
  growthPercent: number;
  allowedMb: number;
  ok: boolean;
}

export const TREND_LIMIT_PERCENT = 10;
/** Growth below this many MB passes whatever the percentage. */
export const TREND_FLOOR_MB = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The second third of the samples against the last third; the first third is warm-up. */
export function memoryTrend(samples: MemorySample[]): TrendCheck[] {
  const third = Math.floor(samples.length / 3);
  const earlier = samples.slice(third, 2 * third);
  const later = samples.slice(2 * third);
  return (['rssMb', 'heapMb'] as const).map((measure) => {
    const before = median(earlier.map((sample) => sample[measure]));
    const after = median(later.map((sample) => sample[measure]));
    const allowedMb = Math.max(TREND_FLOOR_MB, (before * TREND_LIMIT_PERCENT) / 100);
    return {
      measure,
      earlierMedianMb: round(before),
      laterMedianMb: round(after),
      growthPercent: before > 0 ? round(((after - before) / before) * 100) : 0,
      allowedMb: round(allowedMb),
      ok: third >= 2 && after - before <= allowedMb,
    };
  });
}
