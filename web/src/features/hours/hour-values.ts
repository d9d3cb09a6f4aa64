// The hour form's values (a day, a start and end time in local time, the evaluation, the kind of
// work and notes), their rules, and the input they send.
import { z } from 'zod';
import type { CreateHourInput, HourType } from '../../gql/graphql.ts';
import { hourTypes } from './hour-types.ts';
import { formatDay } from './week.ts';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const pad = (value: number) => String(value).padStart(2, '0');

export const hourSchema = z
  .object({
    day: z.iso.date({ error: 'validation.date' }),
    start: z.string().regex(timePattern, { error: 'validation.invalid' }),
    end: z.string().regex(timePattern, { error: 'validation.invalid' }),
    projectId: z.string().nullable(),
    hourType: z.enum(hourTypes),
    description: z.string().trim().max(2000),
  })
  .refine((values) => values.end > values.start, {
    path: ['end'],
    error: 'validation.dateOrder',
  });
export type HourValues = z.infer<typeof hourSchema>;

/** A stored hour (or the slot chosen for a new one) as the dialog receives it. */
export interface HourDraft {
  id?: string;
  startsAt: string;
  endsAt: string;
  projectId?: string | null;
  /** The title of the hour's evaluation, kept choosable even when not among the user's own. */
  projectTitle?: string | null;
  hourType?: HourType;
  description?: string | null;
}

const timeOf = (moment: Date) => `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;

/** The form's values of a draft (local day and times). An end on the next midnight reads 23:59. */
export function hourValues(draft: HourDraft): HourValues {
  const start = new Date(draft.startsAt);
  const end = new Date(draft.endsAt);
  const sameDay = formatDay(start) === formatDay(end);
  return {
    day: formatDay(start),
    start: timeOf(start),
    end: sameDay ? timeOf(end) : '23:59',
    projectId: draft.projectId ?? null,
    hourType: draft.hourType ?? 'RESEARCH',
    description: draft.description ?? '',
  };
}

/** A local day and time -> ISO moment. */
export function localMoment(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, date, hours, minutes).toISOString();
}

/** What a new or changed hour sends: every field, so an emptied description or project clears. */
export function hourInput(values: HourValues): Required<Omit<CreateHourInput, 'employeeId'>> {
  const description = values.description.trim();
  return {
    startsAt: localMoment(values.day, values.start),
    endsAt: localMoment(values.day, values.end),
    projectId: values.projectId,
    hourType: values.hourType,
    description: description === '' ? null : description,
  };
}
