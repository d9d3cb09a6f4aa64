// An association's or a program's events (the calendar's and the downloads) and their writes: add
// and remove fetch the events again, an update changes the cached event by its id.
import { useRelation } from '../../../../components/relation-list/use-relation.ts';
import { apiKind } from '../kinds.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import { eventWrites, OrganisationEventsQuery } from './events-operations.ts';

export function useOrganisationEvents(kind: PartOwnerKind, ownerId: string) {
  const ownerKind = apiKind[kind];
  const { data, fallback, writers } = useRelation(
    OrganisationEventsQuery,
    { kind: ownerKind, id: ownerId },
    { kind: ownerKind, ownerId },
    eventWrites,
  );
  const owner = data?.organisation;
  return { events: owner && 'events' in owner ? owner.events : [], fallback, writers };
}
