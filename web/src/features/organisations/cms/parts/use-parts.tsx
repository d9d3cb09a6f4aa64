// A part tab's data: the parts query (refreshed each time a tab opens) with its skeleton and
// loading problem, and the add, update and remove mutations of a part list (add and remove refetch
// the query; all quiet except remove, whose failure the app's error dialog shows).
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { apiKind, type OrganisationKind } from '../kinds.ts';
import { useOwnerWrites } from '../owner-writes.ts';
import type { PartMutations } from './parts-documents.ts';
import { OrganisationPartsQuery } from './parts-queries.ts';

export function useParts(kind: OrganisationKind, ownerId: string) {
  return useRelationQuery(OrganisationPartsQuery, ownerId, { kind: apiKind[kind] });
}

/** What a write of a part refetches: the parts query of this organisation. */
export const refetchParts = (kind: OrganisationKind, ownerId: string) =>
  refetchOf(OrganisationPartsQuery, ownerId, { kind: apiKind[kind] });

/** A part list's writes; an update fetches the parts again too (the list shows them sorted). */
export function usePartMutations(
  kind: OrganisationKind,
  ownerId: string,
  mutations: PartMutations,
) {
  return useOwnerWrites(apiKind[kind], ownerId, mutations, refetchParts(kind, ownerId), {
    refetchOnUpdate: true,
  });
}
