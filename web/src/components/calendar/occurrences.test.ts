import { describe, expect, it } from 'vitest';
import { type CalendarEvent, expandOccurrences } from './occurrences.ts';

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: '1',
  title: 'Event',
  date: null,
  startsAt: null,
  endsAt: null,
  recurring: 'NONE',
  ...fields,
});
const starts = (occurrences: { start: string }[]) => occurrences.map((o) => o.start);

describe('expandOccurrences', () => {
  it('keeps a one-off all-day event only in the period holding its day', () => {
    const ledendag = event({ date: '2026-12-10' });
    expect(starts(expandOccurrences([ledendag], '2026-12-01', '2027-01-01'))).toEqual([
      '2026-12-10',
    ]);
    expect(expandOccurrences([ledendag], '2027-01-01', '2027-02-01')).toEqual([]);
  });

  it('repeats a weekly timed event every seven days at the same local time', () => {
    const start = new Date(2026, 11, 2, 19, 30);
    const webinar = event({
      startsAt: start.toISOString(),
      endsAt: new Date(2026, 11, 2, 21, 0).toISOString(),
      recurring: 'WEEKLY',
    });
    const occurrences = expandOccurrences([webinar], '2026-12-01', '2027-01-01');
    expect(occurrences.map((o) => new Date(o.start).getDate())).toEqual([2, 9, 16, 23, 30]);
    expect(occurrences.every((o) => new Date(o.start).getHours() === 19)).toBe(true);
    expect(new Date(occurrences[1]?.end ?? '').getHours()).toBe(21);
  });

  it('repeats a yearly event in later years but never before its first start', () => {
    const course = event({ date: '2025-10-08', recurring: 'YEARLY' });
    expect(starts(expandOccurrences([course], '2024-01-01', '2028-01-01'))).toEqual([
      '2025-10-08',
      '2026-10-08',
      '2027-10-08',
    ]);
  });

  it('finds the repeats of a daily event that began decades before the period', () => {
    const daily = event({ date: '1990-01-01', recurring: 'DAILY' });
    expect(starts(expandOccurrences([daily], '2026-12-30', '2027-01-01'))).toEqual([
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it('skips months without the day of a monthly event (the 31st)', () => {
    const deadline = event({ date: '2027-01-31', recurring: 'MONTHLY' });
    expect(starts(expandOccurrences([deadline], '2027-01-01', '2027-06-01'))).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
    ]);
  });

  it('shows an event that began before the period and runs into it', () => {
    const congress = event({
      startsAt: new Date(2026, 10, 30, 9).toISOString(),
      endsAt: new Date(2026, 11, 1, 17).toISOString(),
    });
    expect(expandOccurrences([congress], '2026-12-01', '2027-01-01')).toHaveLength(1);
  });

  it('sorts occurrences of several events by their start, all-day ones first on a day', () => {
    const timed = event({ id: 't', title: 'B', startsAt: new Date(2026, 11, 5, 9).toISOString() });
    const allDay = event({ id: 'a', title: 'A', date: '2026-12-05' });
    const earlier = event({ id: 'e', title: 'C', date: '2026-12-01', recurring: 'DAILY' });
    const keys = expandOccurrences([timed, allDay, earlier], '2026-12-04', '2026-12-06').map(
      (o) => o.key,
    );
    expect(keys).toEqual(['e:3', 'a:0', 'e:4', 't:0']);
  });
});
