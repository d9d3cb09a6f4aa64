import { describe, expect, it } from 'vitest';
import { parsePeriod, periodOf, shiftPeriod } from './calendar-period.ts';
import { proposedSlot } from './proposed-slot.ts';

describe('the events tab period in the URL', () => {
  const now = new Date(2026, 10, 24, 14, 20);

  it('falls back to the month of today for missing or malformed values', () => {
    expect(parsePeriod(null, null, now)).toEqual({
      view: 'month',
      anchor: '2026-11-24',
      from: '2026-11-01',
      to: '2026-12-01',
    });
    expect(parsePeriod('jaar', '2026-02-30', now).anchor).toBe('2026-11-24');
  });

  it('gives a week from Monday to Monday and steps a week or a month at a time', () => {
    const week = parsePeriod('week', '2026-12-31', now);
    expect(week).toMatchObject({ view: 'week', from: '2026-12-28', to: '2027-01-04' });
    expect(shiftPeriod(week, 1)).toMatchObject({ from: '2027-01-04', to: '2027-01-11' });
    expect(shiftPeriod(periodOf('month', '2026-12-15'), 1)).toMatchObject({
      from: '2027-01-01',
      to: '2027-02-01',
    });
    expect(shiftPeriod(periodOf('month', '2027-01-31'), -1).from).toBe('2026-12-01');
  });

  it('proposes the next hour today, or 09:00 on the first day of another period', () => {
    const here = proposedSlot(periodOf('month', '2026-11-01'), now);
    expect([here.start.getDate(), here.start.getHours(), here.end?.getHours()]).toEqual([
      24, 15, 16,
    ]);
    const there = proposedSlot(periodOf('week', '2027-01-06'), now);
    expect([there.start.getMonth(), there.start.getDate(), there.start.getHours()]).toEqual([
      0, 4, 9,
    ]);
  });
});
