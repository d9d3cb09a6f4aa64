// Request bodies and list protocol of events (/v1/events and the owners' events relationships).
import { z } from 'zod';
import { eventRecurrences, eventTypes } from '../../domain/enums.ts';
import { periodBound } from '../shared/period.ts';
import {
  date,
  dateTime,
  id,
  oneOrMany,
  optionalFileId,
  optionalText,
  optionalWebAddress,
  required,
  richText,
} from '../shared/rules.ts';

export const eventableTypes = ['association', 'program'] as const;
export type EventableType = (typeof eventableTypes)[number];

const blankToNull = <T>(value: T | '' | null | undefined) =>
  value === '' || value === undefined ? null : value;
const optionalDate = z
  .union([z.literal(''), date])
  .nullish()
  .transform(blankToNull);
const optionalDateTime = z
  .union([z.literal(''), dateTime])
  .nullish()
  .transform(blankToNull);

const fields = {
  title: required(300),
  content: richText,
  url: optionalWebAddress,
  date: optionalDate,
  starts_at: optionalDateTime,
  ends_at: optionalDateTime,
  room: optionalText(200),
  type: z.enum(eventTypes),
  recurring: z.enum(eventRecurrences),
  /** A stored file (uploaded to /v1/files first); a download needs this or a url. */
  file_id: optionalFileId,
};
/** 'Verplicht' for a missing value rather than the rule's own message. */
const missing = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? 'validation.required'
    : undefined;
const owner = {
  eventable_type: z.enum(eventableTypes, { error: missing }),
  eventable_id: z
    .unknown()
    .refine((value) => missing({ input: value }) === undefined, { error: 'validation.required' })
    .pipe(id),
};
const defaults = {
  type: fields.type.default('event'),
  recurring: fields.recurring.default('none'),
};

/** /v1/events: the owner is part of the body. */
export const createEventBody = z.strictObject({ ...fields, ...defaults, ...owner });
export const updateEventBody = z.strictObject({ ...fields, ...owner }).partial();

/** {owner}/{id}/relationships/events: the owner comes from the path (a body may repeat it). */
export const createOwnedEventBody = z.strictObject({
  ...fields,
  ...defaults,
  eventable_type: owner.eventable_type.optional(),
  eventable_id: owner.eventable_id.optional(),
});

export type CreateEvent = z.infer<typeof createEventBody>;
export type UpdateEvent = z.infer<typeof updateEventBody>;
export type CreateOwnedEvent = z.infer<typeof createOwnedEventBody>;
/** The event's own columns, without its owner. */
export type EventFields = Omit<UpdateEvent, 'eventable_type' | 'eventable_id'>;

export const eventFilters = {
  eventable_type: z.enum(eventableTypes),
  eventable_id: oneOrMany(id),
  type: oneOrMany(z.enum(eventTypes)),
  from: periodBound,
  to: periodBound,
  ids: oneOrMany(id),
};
export type EventFilters = { [K in keyof typeof eventFilters]: z.infer<(typeof eventFilters)[K]> };

export const eventSorts = [
  'starts_at',
  'ends_at',
  'date',
  'title',
  'type',
  'created_at',
  'updated_at',
  'id',
] as const;
export type EventSort = (typeof eventSorts)[number];

export const eventIncludes = ['eventable'] as const;
export type EventInclude = (typeof eventIncludes)[number];
