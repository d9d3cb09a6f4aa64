// /v1/events: every visitor reads the events of associations and programs; admin and editor write.
import { invalidField } from '../shared/http-errors.ts';
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import { eventableOf, eventAnswer, type EventOut, presentEvents } from './presenter.ts';
import {
  createEvent,
  deleteEvents,
  ensureEventOwner,
  eventOwner,
  findEvent,
  listEvents,
  loadEventRelated,
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
  access: readAndWrite('public', staff),
  answer: eventAnswer,
  protocol: {
    filters: eventFilters,
    sorts: eventSorts,
    includes: eventIncludes,
    defaultSort: [{ key: 'starts_at', descending: false }],
  },
  async list({ db }, query) {
    const { rows, total } = await listEvents(db, query);
    return { items: presentEvents(rows, await loadEventRelated(db, rows, query.with)), total };
  },
  async findOne({ db }, id, include) {
    const row = await findEvent(db, id);
    return row ? presentEvents([row], await loadEventRelated(db, [row], include))[0] : undefined;
  },
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
      const row = await findEvent(db, id);
      if (!row) return;
      const current = eventableOf(row);
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
