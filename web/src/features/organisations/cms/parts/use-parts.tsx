// A part tab's data: the parts query (refreshed each time a tab opens) with its skeleton and
// loading problem, and the add, update and remove mutations of a part list (add and remove refetch
// the query; all quiet except remove, whose failure the app's error dialog shows).
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../components/relation-list/use-relation-submit.ts';
import { apiKind, type OrganisationKind } from '../kinds.ts';
import type { PartMutations } from './parts-documents.ts';
import { OrganisationPartsQuery } from './parts-queries.ts';

export function useParts(kind: OrganisationKind, ownerId: string) {
  return useRelationQuery(OrganisationPartsQuery, ownerId, { kind: apiKind[kind] });
}

/** What a write of a part refetches: the parts query of this organisation. */
export const refetchParts = (kind: OrganisationKind, ownerId: string) =>
  refetchOf(OrganisationPartsQuery, ownerId, { kind: apiKind[kind] });

export function usePartMutations(
  kind: OrganisationKind,
  ownerId: string,
  mutations: PartMutations,
) {
  const refetch = refetchParts(kind, ownerId);
  const ownerKind = apiKind[kind];
  const [addMutation] = useMutation(mutations.add, { ...refetch, ...quiet });
  const [updateMutation] = useMutation(mutations.update, { ...refetch, ...quiet });
  const [removeMutation] = useMutation(mutations.remove, refetch);
  const add = useCallback(
    (input: Record<string, unknown>) =>
      addMutation({ variables: { kind: ownerKind, ownerId, input } }),
    [addMutation, ownerKind, ownerId],
  );
  const update = useCallback(
    (id: string, input: Record<string, unknown>) =>
      updateMutation({ variables: { kind: ownerKind, ownerId, id, input } }),
    [updateMutation, ownerKind, ownerId],
  );
  const remove = useCallback(
    (id: string) => removeMutation({ variables: { kind: ownerKind, ownerId, id } }),
    [removeMutation, ownerKind, ownerId],
  );
  return { add, update, remove };
}
