// The event dialog's values, rules and the input it sends: an all-day event has a day, a timed one
// a start and optionally an end (local times as `datetime-local` shows them). Downloads are events
// of type DOWNLOAD but belong to another tab, so the dialog does not offer that type.
import { z } from 'zod';
import { normaliseLink, urlPattern } from '../../../../../../schema/rules/patterns.ts';
import { required } from '../../../../../../schema/rules/schemas.ts';
import { fromLocalInput, toLocalInput } from '../../../form/local-date-time.ts';
import { hasContent } from '../../../rich-text-editor/has-content.ts';
import type { EventInput, EventRecurrence, EventType } from '../../../../gql/graphql.ts';

export const calendarEventTypes = [
  'EVENT',
  'MEETING',
  'CONGRESS',
  'COURSE',
  'WEBINAR',
  'DEADLINE',
] as const satisfies readonly EventType[];
export const recurrences = [
  'NONE',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'YEARLY',
] as const satisfies readonly EventRecurrence[];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const eventSchema = z
  .object({
    title: required(300),
    type: z.enum(calendarEventTypes, { error: 'validation.required' }),
    room: z.string().trim().max(200),
    url: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => value === '' || urlPattern.test(value), { error: 'validation.url' }),
    content: z.string().max(200_000),
    allDay: z.boolean(),
    date: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    recurring: z.enum(recurrences),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.allDay) {
      if (!values.date) issue('date', 'validation.required');
      else if (!dayPattern.test(values.date)) issue('date', 'validation.date');
      return;
    }
    const start = fromLocalInput(values.startsAt);
    if (values.startsAt.trim() === '') issue('startsAt', 'validation.required');
    else if (!start) issue('startsAt', 'validation.dateTime');
    if (values.endsAt.trim() === '') return;
    const end = fromLocalInput(values.endsAt);
    if (!end) issue('endsAt', 'validation.dateTime');
    else if (start && Date.parse(end) < Date.parse(start)) issue('endsAt', 'validation.dateOrder');
  });
export type EventValues = z.infer<typeof eventSchema>;

/** An event as the tab has it. */
export interface StoredEvent {
  title: string;
  type: EventType;
  room?: string | null;
  url?: string | null;
  content?: string | null;
  date?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  recurring: EventRecurrence;
}

/** A period chosen on the calendar (or proposed for a new event). */
export interface Slot {
  start: Date;
  end: Date | null;
  allDay: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment ("YYYY-MM-DD"). */
export const localDay = (moment: Date) =>
  `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;

const isCalendarType = (type: EventType): type is (typeof calendarEventTypes)[number] =>
  (calendarEventTypes as readonly string[]).includes(type);

/** The values of a stored event; a stored event with a start time is a timed one. */
export function eventValues(event: StoredEvent): EventValues {
  const timed = Boolean(event.startsAt);
  return {
    title: event.title,
    type: isCalendarType(event.type) ? event.type : 'EVENT',
    room: event.room ?? '',
    url: event.url ?? '',
    content: event.content ?? '',
    allDay: !timed,
    date: timed ? null : (event.date ?? null),
    startsAt: toLocalInput(event.startsAt),
    endsAt: toLocalInput(event.endsAt),
    recurring: event.recurring,
  };
}

/** The values of a new event in a slot: an all-day slot gives its first day. */
export function newEventValues(slot: Slot): EventValues {
  return {
    title: '',
    type: 'EVENT',
    room: '',
    url: '',
    content: '',
    allDay: slot.allDay,
    date: slot.allDay ? localDay(slot.start) : null,
    startsAt: slot.allDay ? '' : toLocalInput(slot.start.toISOString()),
    endsAt: slot.allDay || !slot.end ? '' : toLocalInput(slot.end.toISOString()),
    recurring: 'NONE',
  };
}

/**
 * What a new or changed event sends: every field, so null clears a room, a website, the content,
 * or the day of an event that became timed (and the times of one that became all-day).
 */
export function eventInput(values: EventValues): EventInput {
  const url = values.url.trim();
  return {
    title: values.title.trim(),
    type: values.type,
    room: values.room.trim() || null,
    url: url ? normaliseLink(url) : null,
    content: hasContent(values.content) ? values.content : null,
    date: values.allDay ? values.date : null,
    startsAt: values.allDay ? null : fromLocalInput(values.startsAt),
    endsAt: values.allDay ? null : fromLocalInput(values.endsAt),
    recurring: values.recurring,
  };
}

/** The change a drag or a resize on the calendar sends: the new day, or the new times. */
export function movedEventInput(slot: Slot): Pick<EventInput, 'date' | 'startsAt' | 'endsAt'> {
  if (slot.allDay) return { date: localDay(slot.start), startsAt: null, endsAt: null };
  return {
    date: null,
    startsAt: slot.start.toISOString(),
    endsAt: slot.end?.toISOString() ?? null,
  };
}
