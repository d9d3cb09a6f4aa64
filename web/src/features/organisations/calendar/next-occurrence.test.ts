import { describe, expect, it } from 'vitest';
import { nextOccurrenceAfter } from './next-occurrence.ts';
import type { CalendarEvent } from '../../../components/calendar/occurrences.ts';

const event = (id: string, fields: Partial<CalendarEvent>): CalendarEvent => ({
  id,
  title: id,
  date: null,
  startsAt: null,
  endsAt: null,
  recurring: 'NONE',
  ...fields,
});

describe('nextOccurrenceAfter', () => {
  it('finds a one-off event years after the day asked about', () => {
    const events = [event('later', { date: '2027-03-01' }), event('past', { date: '2019-05-01' })];
    expect(nextOccurrenceAfter(events, '2020-01-01')?.event.id).toBe('later');
  });

  it('finds the next repeat of a recurring event that began long before', () => {
    const yearly = event('yearly', { date: '2015-10-08', recurring: 'YEARLY' });
    expect(nextOccurrenceAfter([yearly], '2026-11-01')?.start).toBe('2027-10-08');
  });

  it('gives null when nothing comes after the day', () => {
    expect(nextOccurrenceAfter([event('past', { date: '2019-05-01' })], '2020-01-01')).toBeNull();
  });
});
