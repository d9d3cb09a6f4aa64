// What /v1 answers for an event: the owner as the spec's eventable_type / eventable_id pair (and,
// with[]=eventable, its title), the event's file next to its file_id. Pure: the repository loads.
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/types.ts';
import { type FileRef, iso, pick } from '../shared/presenters.ts';
import type { EventableType } from './schema.ts';

type EventRow = Selectable<EventsTable>;

/** What the repository loaded for a page of events: file refs, owner titles when asked. */
interface EventRelated {
  files: ReadonlyMap<number, FileRef>;
  /** Titles of the owners keyed 'type:id', only when with[]=eventable was asked for. */
  ownerTitles?: ReadonlyMap<string, string>;
}

export interface EventOut {
  id: number;
  title: string;
  content: string | null;
  url: string | null;
  date: string | null;
  starts_at: string | null;
  ends_at: string | null;
  room: string | null;
  type: string;
  recurring: string;
  file_id: number | null;
  file: FileRef | null;
  eventable_type: EventableType;
  eventable_id: number;
  eventable?: { type: EventableType; id: number; title: string } | null;
  created_at: string | null;
  updated_at: string | null;
}

/** The event's owner as the spec names it. */
export function eventableOf(row: EventRow): Pick<EventOut, 'eventable_type' | 'eventable_id'> {
  return {
    eventable_type: row.association_id !== null ? 'association' : 'program',
    eventable_id: row.association_id ?? row.program_id ?? 0,
  };
}

/** The event's own fields as /v1 answers them (its owner as eventable_type / eventable_id). */
const eventFields = [
  'id',
  'title',
  'content',
  'url',
  'date',
  'room',
  'type',
  'recurring',
  'file_id',
] as const;

function presentEvent(row: EventRow, files: ReadonlyMap<number, FileRef>): EventOut {
  return {
    ...pick(row, eventFields),
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
