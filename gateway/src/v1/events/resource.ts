// /v1/events: every visitor reads the events of associations and programs; admin and editor write.
import { invalidField } from '../shared/http-errors.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import {
  createEvent,
  deleteEvents,
  type EventOut,
  ensureEventOwner,
  eventOwner,
  findEvent,
  listEvents,
  updateEvent,
} from './repository.ts';
import {
  type CreateEvent,
  createEventBody,
  type EventFilters,
  type EventInclude,
  type EventSort,
  eventFilters,
  eventIncludes,
  eventSorts,
  type UpdateEvent,
  updateEventBody,
} from './schema.ts';

const staff = ['admin', 'editor'] as const;

export const eventsResource: ResourceDefinition<
  EventOut,
  EventFilters,
  EventSort,
  EventInclude,
  CreateEvent,
  UpdateEvent
> = {
  path: '/events',
  tag: 'events',
  fileFields: { file: 'file_id' },
  access: { list: 'public', read: 'public', create: staff, update: staff, delete: staff },
  protocol: {
    filters: eventFilters,
    sorts: eventSorts,
    includes: eventIncludes,
    defaultSort: [{ key: 'starts_at', descending: false }],
  },
  list: ({ db }, query) => listEvents(db, query),
  findOne: ({ db }, id, include) => findEvent(db, id, include),
  create: {
    body: createEventBody,
    async run({ db }, input) {
      const { eventable_type, eventable_id, ...fields } = input;
      await ensureEventOwner(db, eventable_type, eventable_id);
      return createEvent(db, eventOwner(eventable_type, eventable_id), fields);
    },
  },
  update: {
    body: updateEventBody,
    async run({ db }, id, input) {
      const { eventable_type, eventable_id, ...fields } = input;
      if (eventable_type === undefined && eventable_id === undefined)
        return updateEvent(db, id, fields);
      // Moving an event: a new owner type needs its id; a new id alone keeps the owner type.
      const current = await findEvent(db, id);
      if (!current) return;
      const type = eventable_type ?? current.eventable_type;
      if (eventable_id === undefined && type !== current.eventable_type)
        throw invalidField('eventable_id', 'validation.required');
      const ownerId = eventable_id ?? current.eventable_id;
      await ensureEventOwner(db, type, ownerId);
      return updateEvent(db, id, fields, eventOwner(type, ownerId));
    },
  },
  remove: ({ db }, ids) => deleteEvents(db, ids),
};
