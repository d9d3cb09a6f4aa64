import { describe, expect, it } from 'vitest';
import { formatMonth, monthOfOccurrence, monthPeriod, parseMonth, shiftMonth } from './month.ts';

describe('the calendar month in the URL', () => {
  it('reads a month, or falls back to the current one for a malformed value', () => {
    const today = new Date(2026, 10, 24);
    expect(parseMonth('2026-12', today)).toEqual({ year: 2026, month: 12 });
    expect(parseMonth('2026-13', today)).toEqual({ year: 2026, month: 11 });
    expect(parseMonth(null, today)).toEqual({ year: 2026, month: 11 });
  });

  it('steps over year ends and gives the period of the month', () => {
    expect(formatMonth(shiftMonth({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(formatMonth(shiftMonth({ year: 2027, month: 1 }, -1))).toBe('2026-12');
    expect(monthPeriod({ year: 2026, month: 12 })).toEqual({
      from: '2026-12-01',
      to: '2027-01-01',
    });
  });

  it('places an occurrence in the month of its local start', () => {
    expect(monthOfOccurrence({ allDay: true, start: '2027-02-10' })).toBe('2027-02');
    const evening = new Date(2026, 11, 31, 23, 30).toISOString();
    expect(monthOfOccurrence({ allDay: false, start: evening })).toBe('2026-12');
  });
});
