import { describe, expect, it } from 'vitest';
import {
  durationMinutes,
  formatDuration,
  mondayOf,
  parseWeek,
  shiftWeek,
  totalMinutes,
  weekPeriod,
} from './week.ts';

describe('the week in the URL', () => {
  it('reads a Monday as its week and any other day as the week it falls in', () => {
    expect(parseWeek('2026-11-23')).toBe('2026-11-23');
    expect(parseWeek('2026-11-26')).toBe('2026-11-23');
    expect(parseWeek('2026-11-29')).toBe('2026-11-23');
  });

  it('falls back to this week for a missing or malformed value', () => {
    const today = new Date(2026, 10, 25, 15);
    expect(parseWeek(null, today)).toBe('2026-11-23');
    expect(parseWeek('2026-13-40', today)).toBe('2026-11-23');
    expect(parseWeek('gisteren', today)).toBe('2026-11-23');
  });

  it('steps to neighbouring weeks across months and years', () => {
    expect(shiftWeek('2026-11-30', 1)).toBe('2026-12-07');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-02', -1)).toBe('2026-10-26');
  });

  it('covers Monday to Sunday', () => {
    expect(weekPeriod('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekPeriod('2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('finds the Monday of a Sunday', () => {
    expect(mondayOf(new Date(2026, 10, 29, 23, 59)).getDate()).toBe(23);
  });
});

describe('the week total', () => {
  const hour = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });

  it('adds up the durations in minutes', () => {
    const hours = [
      hour('2026-11-23T08:00:00Z', '2026-11-23T10:30:00Z'),
      hour('2026-11-24T12:00:00Z', '2026-11-24T12:45:00Z'),
    ];
    expect(totalMinutes(hours)).toBe(195);
    expect(formatDuration(totalMinutes(hours))).toBe('3:15');
  });

  it('is 0:00 for no hours and ignores an end before the start', () => {
    expect(formatDuration(totalMinutes([]))).toBe('0:00');
    expect(durationMinutes('2026-11-23T10:00:00Z', '2026-11-23T09:00:00Z')).toBe(0);
  });
});
