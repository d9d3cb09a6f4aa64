// The pace rule of the inclusion monitor on constructed series and fixed end dates.
import { describe, expect, it } from 'vitest';
import { projectInclusion } from './inclusion-projection.ts';

const months = (start: string, counts: number[]) =>
  counts.map((included, index) => {
    const at = new Date(`${start}T00:00:00Z`);
    at.setUTCMonth(at.getUTCMonth() + index);
    return { month: at.toISOString().slice(0, 10), included };
  });

describe('projectInclusion', () => {
  it('averages the last 6 reported months and projects to the adjusted end date', () => {
    // Jan-Aug 2025; the window is Mar-Aug: (2+4+6+8+10+0) / 6 = 5 a month.
    const series = months('2025-01-01', [100, 100, 2, 4, 6, 8, 10, 0]);
    const base = { target: 300, includedSoFar: 230, series, endsAt: '2025-10-31' };
    // Adjusted end date Dec 2025: 4 months after Aug -> 230 + 20 = 250 < 300.
    expect(projectInclusion({ ...base, adjustedEndsAt: '2025-12-15' })).toEqual({
      pace: 'BEHIND_SCHEDULE',
      endsAt: '2025-12-15',
      monthlyRate: 5,
      monthsLeft: 4,
      projectedTotal: 250,
    });
    // Planned end date when no adjusted one; Oct 2026 is 14 months on: 230 + 70 = 300 >= 300.
    expect(projectInclusion({ ...base, endsAt: '2026-10-01', adjustedEndsAt: null })).toMatchObject(
      { pace: 'ON_SCHEDULE', monthsLeft: 14, projectedTotal: 300 },
    );
  });

  it('counts gaps in the window as empty months and starts no earlier than the first report', () => {
    // Reports in Jan and Mar only: window Jan-Mar, 9 / 3 = 3 a month; a past end date leaves 0.
    const series = [
      { month: '2025-01-01', included: 4 },
      { month: '2025-03-01', included: 5 },
    ];
    expect(
      projectInclusion({
        target: 20,
        includedSoFar: 9,
        series,
        endsAt: '2024-12-31',
        adjustedEndsAt: null,
      }),
    ).toEqual({
      pace: 'BEHIND_SCHEDULE',
      endsAt: '2024-12-31',
      monthlyRate: 3,
      monthsLeft: 0,
      projectedTotal: 9,
    });
  });

  it('tells target reached, no data and no end date apart', () => {
    const series = [{ month: '2025-05-01', included: 12 }];
    expect(
      projectInclusion({
        target: 10,
        includedSoFar: 12,
        series,
        endsAt: null,
        adjustedEndsAt: null,
      }).pace,
    ).toBe('TARGET_REACHED');
    expect(
      projectInclusion({
        target: 10,
        includedSoFar: 0,
        series: [],
        endsAt: '2030-01-01',
        adjustedEndsAt: null,
      }),
    ).toEqual({
      pace: 'NO_DATA',
      endsAt: '2030-01-01',
      monthlyRate: null,
      monthsLeft: null,
      projectedTotal: null,
    });
    expect(
      projectInclusion({
        target: 50,
        includedSoFar: 12,
        series,
        endsAt: null,
        adjustedEndsAt: null,
      }),
    ).toMatchObject({ pace: 'NO_END_DATE', monthlyRate: 12, projectedTotal: null });
  });
});
