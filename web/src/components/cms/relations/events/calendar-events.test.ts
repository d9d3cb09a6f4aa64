import { describe, expect, it } from 'vitest';
import { calendarOccurrences, gridEvents, type TabEvent } from './calendar-events.ts';

const event = (id: string, fields: Partial<TabEvent>): TabEvent => ({
  id,
  title: `Event ${id}`,
  date: null,
  startsAt: null,
  endsAt: null,
  type: 'EVENT',
  recurring: 'NONE',
  ...fields,
});

describe('the events on the calendar', () => {
  it('leaves program downloads out', () => {
    const events = [
      event('1', { date: '2026-12-10' }),
      event('2', { date: '2026-12-11', type: 'DOWNLOAD' }),
    ];
    expect(calendarOccurrences(events, '2026-12-01', '2027-01-01').map((o) => o.event.id)).toEqual([
      '1',
    ]);
  });

  it('shows every occurrence of a recurring event in the period, none of them draggable', () => {
    const weekly = event('7', {
      startsAt: new Date(2026, 11, 2, 19, 30).toISOString(),
      endsAt: new Date(2026, 11, 2, 21).toISOString(),
      recurring: 'WEEKLY',
    });
    const grid = gridEvents(calendarOccurrences([weekly], '2026-12-01', '2027-01-01'));
    expect(grid.map((entry) => new Date(entry.start).getDate())).toEqual([2, 9, 16, 23, 30]);
    expect(new Set(grid.map((entry) => entry.id)).size).toBe(5);
    expect(grid.every((entry) => entry.extendedProps.eventId === '7')).toBe(true);
    expect(grid.every((entry) => !entry.editable && !entry.allDay && entry.end)).toBe(true);
  });

  it('lets a one-off timed event move and resize, an all-day one only move', () => {
    const timed = event('1', {
      startsAt: new Date(2026, 11, 3, 9).toISOString(),
      endsAt: new Date(2026, 11, 3, 10).toISOString(),
    });
    const day = event('2', { date: '2026-12-04' });
    const [first, second] = gridEvents(
      calendarOccurrences([timed, day], '2026-12-01', '2027-01-01'),
    );
    expect(first).toMatchObject({ allDay: false, editable: true, durationEditable: true });
    expect(second).toMatchObject({
      start: '2026-12-04',
      allDay: true,
      editable: true,
      durationEditable: false,
      display: 'auto',
    });
    expect(second?.end).toBeUndefined();
  });

  it('draws a deadline as background: its period, or its whole day without an end', () => {
    const period = event('1', {
      type: 'DEADLINE',
      startsAt: new Date(2026, 11, 7, 9).toISOString(),
      endsAt: new Date(2026, 11, 9, 17).toISOString(),
    });
    const moment = event('2', {
      type: 'DEADLINE',
      startsAt: new Date(2026, 11, 15, 17).toISOString(),
    });
    const [first, second] = gridEvents(
      calendarOccurrences([period, moment], '2026-12-01', '2027-01-01'),
    );
    expect(first).toMatchObject({ display: 'background', allDay: false, editable: false });
    expect(first?.end).toBe(period.endsAt);
    expect(second).toMatchObject({
      display: 'background',
      allDay: true,
      start: '2026-12-15',
      editable: false,
    });
  });
});
