import { describe, expect, it } from 'vitest';
import {
  eventInput,
  eventSchema,
  eventValues,
  movedEventInput,
  newEventValues,
} from './event-values.ts';

const stored = {
  title: 'Ledenvergadering',
  type: 'MEETING' as const,
  room: 'Zaal 3',
  url: null,
  content: '<p>Agenda volgt.</p>',
  date: null,
  startsAt: new Date(2026, 11, 2, 19, 30).toISOString(),
  endsAt: new Date(2026, 11, 2, 21, 0).toISOString(),
  recurring: 'WEEKLY' as const,
};

describe('the event form values', () => {
  it('shows a timed event in local time and sends the same moments back', () => {
    const values = eventValues(stored);
    expect(values).toMatchObject({
      title: 'Ledenvergadering',
      type: 'MEETING',
      room: 'Zaal 3',
      url: '',
      allDay: false,
      date: null,
      startsAt: '2026-12-02T19:30',
      endsAt: '2026-12-02T21:00',
      recurring: 'WEEKLY',
    });
    expect(eventInput(values)).toEqual({
      title: 'Ledenvergadering',
      type: 'MEETING',
      room: 'Zaal 3',
      url: null,
      content: '<p>Agenda volgt.</p>',
      date: null,
      startsAt: stored.startsAt,
      endsAt: stored.endsAt,
      recurring: 'WEEKLY',
    });
  });

  it('sends only the day of an all-day event and clears empty texts', () => {
    const values = {
      ...eventValues({ ...stored, startsAt: null, endsAt: null, date: '2027-01-15' }),
      room: ' ',
      url: 'www.nvog.nl',
      content: '<p></p>',
    };
    expect(values.allDay).toBe(true);
    expect(eventInput(values)).toMatchObject({
      date: '2027-01-15',
      startsAt: null,
      endsAt: null,
      room: null,
      url: 'https://www.nvog.nl',
      content: null,
    });
  });

  it('fills a new event from a selected slot', () => {
    const timed = newEventValues({
      start: new Date(2026, 10, 24, 10, 0),
      end: new Date(2026, 10, 24, 11, 30),
      allDay: false,
    });
    expect(timed).toMatchObject({
      type: 'EVENT',
      allDay: false,
      startsAt: '2026-11-24T10:00',
      endsAt: '2026-11-24T11:30',
      recurring: 'NONE',
    });
    const day = newEventValues({ start: new Date(2026, 10, 24), end: null, allDay: true });
    expect(day).toMatchObject({ allDay: true, date: '2026-11-24', startsAt: '', endsAt: '' });
  });

  it('needs a title, a day or a start, and an end not before the start', () => {
    const errors = (values: object) =>
      eventSchema
        .safeParse(values)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const base = eventValues(stored);
    expect(errors({ ...base, title: ' ', endsAt: '2026-12-02T18:00' })).toEqual([
      ['title', 'validation.required'],
      ['endsAt', 'validation.dateOrder'],
    ]);
    expect(errors({ ...base, startsAt: '' })).toEqual([['startsAt', 'validation.required']]);
    expect(errors({ ...base, allDay: true, date: null })).toEqual([
      ['date', 'validation.required'],
    ]);
    expect(errors({ ...base, url: 'geen adres' })).toEqual([['url', 'validation.url']]);
    expect(errors({ ...base, endsAt: '' })).toBeUndefined();
  });
});

describe('a move on the calendar', () => {
  it('sends the new times of a timed event, or the new day of an all-day one', () => {
    const start = new Date(2026, 11, 3, 10);
    const end = new Date(2026, 11, 3, 12);
    expect(movedEventInput({ start, end, allDay: false })).toEqual({
      date: null,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    expect(movedEventInput({ start: new Date(2026, 11, 4), end: null, allDay: true })).toEqual({
      date: '2026-12-04',
      startsAt: null,
      endsAt: null,
    });
  });
});
