// The add, update and remove mutations of an organisation's events. Add and update are quiet (the
// dialog shows refusals, a failed drag says so itself); add and remove refetch the tab's events,
// an update changes the cached event by its id.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../components/relation-list/use-relation-submit.ts';
import type { EventInput, UpdateEventInput } from '../../../../gql/graphql.ts';
import { apiKind } from '../kinds.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import {
  AddOrganisationEventMutation,
  OrganisationEventsQuery,
  RemoveOrganisationEventMutation,
  UpdateOrganisationEventMutation,
} from './events-operations.ts';

export function useEventMutations(kind: PartOwnerKind, ownerId: string) {
  const ownerKind = apiKind[kind];
  const refetch = refetchOf(OrganisationEventsQuery, ownerId, { kind: ownerKind });
  const [addMutation] = useMutation(AddOrganisationEventMutation, { ...refetch, ...quiet });
  const [updateMutation] = useMutation(UpdateOrganisationEventMutation, quiet);
  const [removeMutation] = useMutation(RemoveOrganisationEventMutation, refetch);
  const add = useCallback(
    (input: EventInput) => addMutation({ variables: { kind: ownerKind, ownerId, input } }),
    [addMutation, ownerKind, ownerId],
  );
  const update = useCallback(
    (id: string, input: UpdateEventInput) =>
      updateMutation({ variables: { kind: ownerKind, ownerId, id, input } }),
    [updateMutation, ownerKind, ownerId],
  );
  const remove = useCallback(
    (id: string) => removeMutation({ variables: { kind: ownerKind, ownerId, id } }),
    [removeMutation, ownerKind, ownerId],
  );
  return { add, update, remove };
}

export type EventMutations = ReturnType<typeof useEventMutations>;
