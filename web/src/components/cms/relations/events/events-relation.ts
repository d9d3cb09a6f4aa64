// What the events tab gets from an events' owner (an association, a program): the fields the
// calendar shows and edits (a fragment for the owner's query to spread) and how to add, change
// (also a drag's new times) and remove an event.
import { type FragmentType, graphql } from '../../../../gql';
import type { EventInput, UpdateEventInput } from '../../../../gql/graphql.ts';

export const EventRelationFragment = graphql(`
  fragment EventsRelation_event on Event {
    id
    title
    content
    url
    date
    startsAt
    endsAt
    room
    type
    recurring
  }
`);

export interface EventsOwner {
  events: readonly FragmentType<typeof EventRelationFragment>[];
  add: (input: EventInput) => Promise<unknown>;
  update: (id: string, input: UpdateEventInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}
