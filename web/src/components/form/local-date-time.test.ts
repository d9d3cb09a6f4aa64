import { describe, expect, it } from 'vitest';
import { fromLocalInput, nowLocalInput, toLocalInput } from './local-date-time.ts';

describe('the datetime-local field values', () => {
  it('shows a moment in local time and reads it back as the same moment', () => {
    const iso = '2026-03-14T09:26:00.000Z';
    const shown = toLocalInput(iso);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(shown)).toBe(iso);
  });

  it('reads a local time as that time of the local day', () => {
    const read = new Date(fromLocalInput('2026-11-24T08:05') ?? '');
    expect([
      read.getFullYear(),
      read.getMonth(),
      read.getDate(),
      read.getHours(),
      read.getMinutes(),
    ]).toEqual([2026, 10, 24, 8, 5]);
  });

  it('has no moment for an empty or broken value', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('gisteren')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('24-11-2026')).toBeNull();
  });

  it('gives now to the minute', () => {
    expect(nowLocalInput(new Date(2026, 0, 2, 3, 4, 59))).toBe('2026-01-02T03:04');
  });
});
