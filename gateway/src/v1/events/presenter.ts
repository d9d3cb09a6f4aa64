// What /v1 answers for an event: the owner as the spec's eventable_type / eventable_id pair (and,
// with[]=eventable, its title), the event's file next to its file_id. Pure: the repository loads.
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { EventsTable } from '../../db/types.ts';
import {
  answerRecord,
  day,
  fieldsOf,
  fileAnswer,
  recordId,
  timestamp,
  timestamps,
} from '../shared/answers.ts';
import { type FileRef, iso, pick } from '../shared/presenters.ts';
import { eventableTypes } from './schema.ts';

type EventRow = Selectable<EventsTable>;

/** What the repository loaded for a page of events: file refs, owner titles when asked. */
interface EventRelated {
  files: ReadonlyMap<number, FileRef>;
  /** Titles of the owners keyed 'type:id', only when with[]=eventable was asked for. */
  ownerTitles?: ReadonlyMap<string, string>;
}

/** The event's own columns, answered as stored (its owner as eventable_type / eventable_id). */
const eventColumns = {
  id: recordId,
  title: z.string(),
  content: z.string().nullable(),
  url: z.string().nullable(),
  date: day.nullable(),
  room: z.string().nullable(),
  type: z.string(),
  recurring: z.string(),
  file_id: recordId.nullable(),
};

export const eventAnswer = answerRecord('Event', {
  ...eventColumns,
  file: fileAnswer.nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  eventable_type: z.enum(eventableTypes),
  eventable_id: recordId,
  /** with[]=eventable: the owner with its title */
  eventable: z
    .object({ type: z.enum(eventableTypes), id: recordId, title: z.string() })
    .nullable()
    .optional(),
  ...timestamps,
});
export type EventOut = z.infer<typeof eventAnswer>;

/** The event's owner as the spec names it. */
export function eventableOf(row: EventRow): Pick<EventOut, 'eventable_type' | 'eventable_id'> {
  return {
    eventable_type: row.association_id !== null ? 'association' : 'program',
    eventable_id: row.association_id ?? row.program_id ?? 0,
  };
}

function presentEvent(row: EventRow, files: ReadonlyMap<number, FileRef>): EventOut {
  return {
    ...pick(row, fieldsOf(eventColumns)),
    file: row.file_id === null ? null : (files.get(row.file_id) ?? null),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    ...eventableOf(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentEvents(rows: readonly EventRow[], related: EventRelated): EventOut[] {
  const events = rows.map((row) => presentEvent(row, related.files));
  const titles = related.ownerTitles;
  if (!titles) return events;
  return events.map((event) => {
    const title = titles.get(`${event.eventable_type}:${event.eventable_id}`);
    return {
      ...event,
      eventable:
        title === undefined ? null : { type: event.eventable_type, id: event.eventable_id, title },
    };
  });
}
