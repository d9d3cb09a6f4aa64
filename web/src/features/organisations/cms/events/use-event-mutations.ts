// The add, update and remove mutations of an organisation's events, for its kind of owner. Add and
// update are quiet (the dialog shows refusals, a failed drag says so itself); add and remove
// refetch the tab's events, an update changes the cached event by its id.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../components/relation-list/use-relation-submit.ts';
import type { EventInput, UpdateEventInput } from '../../../../gql/graphql.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import { eventDocuments } from './events-operations.ts';

type Owned<V> = TypedDocumentNode<unknown, { ownerId: string } & V>;

export function useEventMutations(kind: PartOwnerKind, ownerId: string) {
  const documents = eventDocuments[kind];
  const refetch = refetchOf(documents.query as TypedDocumentNode<unknown, { id: string }>, ownerId);
  const [addMutation] = useMutation(documents.add as Owned<{ input: EventInput }>, {
    ...refetch,
    ...quiet,
  });
  const [updateMutation] = useMutation(
    documents.update as Owned<{ id: string; input: UpdateEventInput }>,
    quiet,
  );
  const [removeMutation] = useMutation(documents.remove as Owned<{ id: string }>, refetch);
  const add = useCallback(
    (input: EventInput) => addMutation({ variables: { ownerId, input } }),
    [addMutation, ownerId],
  );
  const update = useCallback(
    (id: string, input: UpdateEventInput) => updateMutation({ variables: { ownerId, id, input } }),
    [updateMutation, ownerId],
  );
  const remove = useCallback(
    (id: string) => removeMutation({ variables: { ownerId, id } }),
    [removeMutation, ownerId],
  );
  return { add, update, remove };
}

export type EventMutations = ReturnType<typeof useEventMutations>;
