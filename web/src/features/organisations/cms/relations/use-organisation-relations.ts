// An organisation's relations, for any kind: the relations query (documents, settings, care
// evaluations) and a relation tab's query and writes named by the organisation (`{ kind, id }` for
// the query, `{ kind, ownerId }` for the writes).
import type { TypedDocumentNode } from '@apollo/client';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/cms/relations/use-relation-query.tsx';
import { useRelation } from '../../../../components/cms/relations/use-relation.ts';
import type { RelationWrites } from '../../../../components/cms/relations/use-relation-writes.ts';
import { apiKind, type OrganisationKind } from '../kinds.ts';
import { OrganisationRelationsQuery } from './relations-query.ts';

type ApiKind<K extends OrganisationKind> = (typeof apiKind)[K];

const relationsOf = (kind: OrganisationKind, ownerId: string) => ({
  kind: apiKind[kind],
  id: ownerId,
});

export function useOrganisationRelations(kind: OrganisationKind, ownerId: string) {
  return useRelationQuery(OrganisationRelationsQuery, relationsOf(kind, ownerId));
}

export const refetchRelations = (kind: OrganisationKind, ownerId: string) =>
  refetchOf(OrganisationRelationsQuery, relationsOf(kind, ownerId));

/** A relation tab's query and writes; `K` keeps a publishing kind where the writes need one. */
export function useOrganisationRelation<
  TData,
  K extends OrganisationKind,
  W extends RelationWrites<{ kind: ApiKind<K>; ownerId: string }>,
>(
  query: TypedDocumentNode<TData, ReturnType<typeof relationsOf>>,
  kind: K,
  ownerId: string,
  writes: W,
  options?: { refetchOnUpdate?: boolean },
) {
  const owner = { kind: apiKind[kind], ownerId };
  return useRelation(query, relationsOf(kind, ownerId), owner, writes, options);
}
