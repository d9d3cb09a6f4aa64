// A part tab's data: the parts query of one organisation (refreshed each time a tab opens) with its
// skeleton and loading problem, and what a write of a part fetches again.
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { apiKind, type OrganisationKind } from '../kinds.ts';
import { OrganisationPartsQuery } from './parts-queries.ts';

/** The parts query's variables. */
export const partsOf = (kind: OrganisationKind, ownerId: string) => ({
  kind: apiKind[kind],
  id: ownerId,
});

export function useParts(kind: OrganisationKind, ownerId: string) {
  return useRelationQuery(OrganisationPartsQuery, partsOf(kind, ownerId));
}

export const refetchParts = (kind: OrganisationKind, ownerId: string) =>
  refetchOf(OrganisationPartsQuery, partsOf(kind, ownerId));
