// The writes of an association's or program's events (the kit's relation writes): an update changes the
// cached event by its id (the dialog shows refusals, a failed drag says so itself).
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { useRelationWrites } from '../../../../components/relation-list/use-relation-writes.ts';
import { apiKind } from '../kinds.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import {
  AddOrganisationEventMutation,
  OrganisationEventsQuery,
  RemoveOrganisationEventMutation,
  UpdateOrganisationEventMutation,
} from './events-operations.ts';

const writes = {
  add: AddOrganisationEventMutation,
  update: UpdateOrganisationEventMutation,
  remove: RemoveOrganisationEventMutation,
};

export function useEventMutations(kind: PartOwnerKind, ownerId: string) {
  const ownerKind = apiKind[kind];
  return useRelationWrites(
    { kind: ownerKind, ownerId },
    writes,
    refetchOf(OrganisationEventsQuery, { kind: ownerKind, id: ownerId }),
  );
}

export type EventMutations = ReturnType<typeof useEventMutations>;
