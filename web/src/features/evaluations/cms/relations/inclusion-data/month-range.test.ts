import { describe, expect, it } from 'vitest';
import { currentMonth, monthOfDate, monthRange, previousMonth } from './month-range.ts';

const now = new Date(2026, 2, 17); // 17 March 2026

describe('month helpers', () => {
  it('steps back over the turn of the year', () => {
    expect(previousMonth('2026-03-01')).toBe('2026-02-01');
    expect(previousMonth('2026-01-01')).toBe('2025-12-01');
  });

  it('takes the month of a date and of now', () => {
    expect(monthOfDate('2025-11-23')).toBe('2025-11-01');
    expect(currentMonth(now)).toBe('2026-03-01');
  });
});

describe('monthRange', () => {
  it('runs from the first data month to this month, newest first', () => {
    expect(monthRange({ dataMonths: ['2026-01-01', '2025-12-01'], now })).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
      '2025-12-01',
    ]);
  });

  it('starts at the start date when that is earlier than the data', () => {
    expect(monthRange({ dataMonths: ['2026-03-01'], startsAt: '2026-01-20', now })).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
    ]);
  });

  it('is this month alone without data or start, or with a start in the future', () => {
    expect(monthRange({ dataMonths: [], now })).toEqual(['2026-03-01']);
    expect(monthRange({ dataMonths: [], startsAt: '2027-01-01', now })).toEqual(['2026-03-01']);
  });

  it('reaches a later data month and an added earlier month', () => {
    expect(monthRange({ dataMonths: ['2026-05-01'], earliest: '2026-02-01', now })).toEqual([
      '2026-05-01',
      '2026-04-01',
      '2026-03-01',
      '2026-02-01',
    ]);
  });
});
