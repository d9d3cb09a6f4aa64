// The monitor's number helpers: percentages and the gap-filled month series.
import { describe, expect, it } from 'vitest';
import { continuousSeries, percentOf } from './progress.ts';

describe('percentOf', () => {
  it('rounds to whole percents and has none without a target', () => {
    expect(percentOf(1167, 1150)).toBe(101);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBeNull();
  });
});

describe('continuousSeries', () => {
  it('fills unreported months with 0 and carries the running sum, across a year end', () => {
    expect(
      continuousSeries([
        { month: '2025-11-01', included: 4, cumulative: 4 },
        { month: '2026-02-01', included: 6, cumulative: 10 },
      ]),
    ).toEqual([
      { month: '2025-11-01', included: 4, cumulative: 4 },
      { month: '2025-12-01', included: 0, cumulative: 4 },
      { month: '2026-01-01', included: 0, cumulative: 4 },
      { month: '2026-02-01', included: 6, cumulative: 10 },
    ]);
    expect(continuousSeries([])).toEqual([]);
  });
});
