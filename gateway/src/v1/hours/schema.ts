// Request bodies and list protocol of /v1/hours (registered working hours on an evaluation).
import { z } from 'zod';
import { hourTypes } from '../../domain/enums.ts';
import { date, dateTime, id, oneOrMany, optionalText } from '../shared/rules.ts';

const optionalId = z
  .union([z.literal(''), id])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

const fields = {
  starts_at: z.string({ error: 'validation.required' }).pipe(dateTime),
  ends_at: z.string({ error: 'validation.required' }).pipe(dateTime),
  /** The evaluation worked on (the spec's `project`). */
  project_id: optionalId,
  /** The person who worked; the viewer when not given. */
  employee_id: id,
  hour_type: z.enum(hourTypes),
  description: optionalText(2000),
};

type Times = { starts_at?: string | undefined; ends_at?: string | undefined };

/** The end has to come after the start; reported on ends_at. */
export function checkOrder(value: Times, context: z.RefinementCtx): void {
  if (value.starts_at === undefined || value.ends_at === undefined) return;
  if (Date.parse(value.ends_at) <= Date.parse(value.starts_at))
    context.addIssue({ code: 'custom', path: ['ends_at'], message: 'validation.dateOrder' });
}

export const createHourBody = z
  .strictObject({
    ...fields,
    project_id: fields.project_id.default(null),
    employee_id: fields.employee_id.optional(),
    hour_type: fields.hour_type.default('research'),
  })
  .superRefine(checkOrder);
export const updateHourBody = z.strictObject(fields).partial().superRefine(checkOrder);

export type CreateHour = z.infer<typeof createHourBody>;
export type UpdateHour = z.infer<typeof updateHourBody>;

export const hourFilters = {
  employee_id: oneOrMany(id),
  project_id: oneOrMany(id),
  hour_type: oneOrMany(z.enum(hourTypes)),
  /** Hours starting on or after this day (Dutch time). */
  from: date,
  /** Hours starting on or before this day (Dutch time). */
  to: date,
  ids: oneOrMany(id),
};
export type HourFilters = { [K in keyof typeof hourFilters]: z.infer<(typeof hourFilters)[K]> };

export const hourSorts = [
  'starts_at',
  'ends_at',
  'hour_type',
  'project',
  'created_at',
  'updated_at',
  'id',
] as const;
export type HourSort = (typeof hourSorts)[number];

export const hourIncludes = ['project', 'employee'] as const;
export type HourInclude = (typeof hourIncludes)[number];
