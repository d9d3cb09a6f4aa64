// A part tab's data: the kind's parts query (refreshed each time a tab opens) with its skeleton and
// loading problem, and the add, update and remove mutations of a part list (add and remove refetch
// the query; all quiet except remove, whose failure the app's error dialog shows).
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../components/relation-list/use-relation-submit.ts';
import type { OrganisationKind } from '../kinds.ts';
import { type DocumentMutations, partsDocuments } from './parts-documents.ts';

export function useParts(kind: OrganisationKind, ownerId: string) {
  return useRelationQuery(partsDocuments[kind].query, ownerId);
}

export function usePartMutations(
  kind: OrganisationKind,
  ownerId: string,
  mutations: DocumentMutations,
) {
  const refetch = refetchOf(partsDocuments[kind].query, ownerId);
  const [addMutation] = useMutation(mutations.add, { ...refetch, ...quiet });
  const [updateMutation] = useMutation(mutations.update, { ...refetch, ...quiet });
  const [removeMutation] = useMutation(mutations.remove, refetch);
  const add = useCallback(
    (input: Record<string, unknown>) => addMutation({ variables: { ownerId, input } }),
    [addMutation, ownerId],
  );
  const update = useCallback(
    (id: string, input: Record<string, unknown>) =>
      updateMutation({ variables: { ownerId, id, input } }),
    [updateMutation, ownerId],
  );
  const remove = useCallback(
    (id: string) => removeMutation({ variables: { ownerId, id } }),
    [removeMutation, ownerId],
  );
  return { add, update, remove };
}
