import { describe, expect, it } from 'vitest';
import { hourInput, hourSchema, hourValues, localMoment } from './hour-values.ts';

describe('hour form values', () => {
  it('shows a stored hour as its local day and times', () => {
    const startsAt = new Date(2026, 10, 24, 9, 15).toISOString();
    const endsAt = new Date(2026, 10, 24, 11, 45).toISOString();
    expect(
      hourValues({
        id: '4',
        startsAt,
        endsAt,
        projectId: '7',
        hourType: 'MEETING',
        description: 'Overleg',
      }),
    ).toEqual({
      day: '2026-11-24',
      start: '09:15',
      end: '11:45',
      projectId: '7',
      hourType: 'MEETING',
      description: 'Overleg',
    });
  });

  it('gives a new slot research without an evaluation and no notes', () => {
    const values = hourValues({
      startsAt: new Date(2026, 10, 24, 13).toISOString(),
      endsAt: new Date(2026, 10, 24, 14).toISOString(),
    });
    expect(values).toMatchObject({ projectId: null, hourType: 'RESEARCH', description: '' });
  });

  it('sends local moments as ISO and an empty description as null', () => {
    const input = hourInput({
      day: '2026-11-24',
      start: '09:00',
      end: '10:30',
      projectId: null,
      hourType: 'OTHER',
      description: '  ',
    });
    expect(input).toEqual({
      startsAt: localMoment('2026-11-24', '09:00'),
      endsAt: localMoment('2026-11-24', '10:30'),
      projectId: null,
      hourType: 'OTHER',
      description: null,
    });
    expect(Date.parse(input.endsAt) - Date.parse(input.startsAt)).toBe(90 * 60_000);
  });

  it('refuses an end that is not after the start, on the end field', () => {
    const result = hourSchema.safeParse({
      day: '2026-11-24',
      start: '10:00',
      end: '10:00',
      projectId: null,
      hourType: 'RESEARCH',
      description: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['end'],
      message: 'validation.dateOrder',
    });
  });
});
