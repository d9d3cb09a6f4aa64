// The monitor's monthly series (patients per month over centers, with the running sum) and the
// breakdown per center.
import { describe, expect, it } from 'vitest';
import { monthlySeries, perCenter } from './inclusion-monitor.ts';

describe('monthlySeries', () => {
  it('sums rows per month in month order and keeps a running total', () => {
    expect(
      monthlySeries([
        { year: 2025, month: 3, sample_size: 4 },
        { year: 2024, month: 12, sample_size: 2 },
        { year: 2025, month: 3, sample_size: 6 },
        { year: 2025, month: 1, sample_size: 1 },
      ]),
    ).toEqual([
      { month: '2024-12-01', included: 2, cumulative: 2 },
      { month: '2025-01-01', included: 1, cumulative: 3 },
      { month: '2025-03-01', included: 10, cumulative: 13 },
    ]);
  });

  it('is empty without rows', () => {
    expect(monthlySeries([])).toEqual([]);
  });
});

describe('perCenter', () => {
  it('sums sample sizes per center, most included first, ties by title', () => {
    const center = (id: number, title: string) => ({ id, title, type: 'umc' });
    expect(
      perCenter([
        { year: 2025, month: 1, sample_size: 3, center_id: 1, center: center(1, 'Beta') },
        { year: 2025, month: 1, sample_size: 5, center_id: 2, center: center(2, 'Alfa') },
        { year: 2025, month: 2, sample_size: 4, center_id: 1, center: center(1, 'Beta') },
        { year: 2025, month: 2, sample_size: 7, center_id: 3, center: center(3, 'Gamma') },
      ]),
    ).toEqual([
      { center: center(1, 'Beta'), included: 7 },
      { center: center(3, 'Gamma'), included: 7 },
      { center: center(2, 'Alfa'), included: 5 },
    ]);
  });
});
