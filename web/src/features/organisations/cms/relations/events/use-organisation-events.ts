// An association's or a program's events (the calendar's and the downloads) and their writes: add
// and remove fetch the events again, an update changes the cached event by its id.
import type { PublishingKind } from '../relation-tab-props.ts';
import { useOrganisationRelation } from '../use-organisation-relations.ts';
import { eventWrites, OrganisationEventsQuery } from './events-operations.ts';

export function useOrganisationEvents(kind: PublishingKind, ownerId: string) {
  const { data, fallback, writers } = useOrganisationRelation(
    OrganisationEventsQuery,
    kind,
    ownerId,
    eventWrites,
  );
  const owner = data?.organisation;
  return { events: owner && 'events' in owner ? owner.events : [], fallback, writers };
}
