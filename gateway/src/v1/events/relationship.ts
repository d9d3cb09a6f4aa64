// {associations|programs}/{id}/relationships/events[/{eventId}]: an owner's events (a program's
// downloads are events of type `download`). Reads follow the owner; writes the owner's writers.
import type { Db } from '../../db/database.ts';
import type { Role } from '../../domain/enums.ts';
import { invalidField } from '../shared/http-errors.ts';
import { groupBy } from '../shared/presenters.ts';
import type { RelationshipDefinition, RelationshipOwner } from '../shared/relationship.ts';
import { type EventOut, eventAnswer, presentEvents } from './presenter.ts';
import {
  createEvent,
  deleteEvents,
  type EventOwnerColumn,
  eventRowsOf,
  findEvent,
  loadEventRelated,
  updateEvent,
} from './repository.ts';
import {
  type CreateOwnedEvent,
  createOwnedEventBody,
  type UpdateEvent,
  updateEventBody,
} from './schema.ts';

/** An organisation kind that publishes events and posts, and its owner column in their tables. */
export interface Publisher {
  type: 'association' | 'program';
  column: 'association_id' | 'program_id';
}

/** The events of many owners at once, as /v1 shows them, by owner id (an owner's `with[]=events`). */
export async function eventsOf(
  db: Db,
  column: EventOwnerColumn,
  ownerIds: readonly number[],
): Promise<Map<number, EventOut[]>> {
  const rows = await eventRowsOf(db, column, ownerIds);
  const events = presentEvents(rows, await loadEventRelated(db, rows));
  return groupBy(events, (event) => event.eventable_id);
}

/** A body may repeat the owner of the path, but never name another one. */
function checkSameOwner(
  publisher: Publisher,
  ownerId: number,
  input: Pick<UpdateEvent, 'eventable_type' | 'eventable_id'>,
): void {
  if (input.eventable_type !== undefined && input.eventable_type !== publisher.type)
    throw invalidField('eventable_type', 'validation.invalid');
  if (input.eventable_id !== undefined && input.eventable_id !== ownerId)
    throw invalidField('eventable_id', 'validation.invalid');
}

export function eventsRelationship(
  owner: RelationshipOwner,
  publisher: Publisher,
  writers: readonly Role[],
): RelationshipDefinition<EventOut, CreateOwnedEvent, UpdateEvent> {
  const of = (ownerId: number) => ({ column: publisher.column, id: ownerId });
  return {
    owner,
    name: 'events',
    table: 'events',
    access: { read: 'public', write: writers },
    answer: eventAnswer,
    async list({ db }, ownerId) {
      return (await eventsOf(db, publisher.column, [ownerId])).get(ownerId) ?? [];
    },
    async findOne({ db }, ownerId, eventId) {
      const row = await findEvent(db, eventId, of(ownerId));
      return row ? presentEvents([row], await loadEventRelated(db, [row]))[0] : undefined;
    },
    create: {
      body: createOwnedEventBody,
      run({ db }, ownerId, input) {
        const { eventable_type, eventable_id, ...fields } = input;
        checkSameOwner(publisher, ownerId, { eventable_type, eventable_id });
        return createEvent(db, of(ownerId), fields);
      },
    },
    update: {
      body: updateEventBody,
      run({ db }, ownerId, eventId, input) {
        const { eventable_type, eventable_id, ...fields } = input;
        checkSameOwner(publisher, ownerId, { eventable_type, eventable_id });
        return updateEvent(db, eventId, fields);
      },
    },
    remove: ({ db }, _ownerId, eventId) => deleteEvents(db, [eventId]),
  };
}
