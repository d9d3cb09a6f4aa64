// The writes of an association's or program's posts (the kit's relation writes): an update changes
// the cached post by its id.
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { useRelationWrites } from '../../../../components/relation-list/use-relation-writes.ts';
import { apiKind } from '../kinds.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import {
  AddOrganisationPostMutation,
  OrganisationPostsQuery,
  RemoveOrganisationPostMutation,
  UpdateOrganisationPostMutation,
} from './posts-operations.ts';

const writes = {
  add: AddOrganisationPostMutation,
  update: UpdateOrganisationPostMutation,
  remove: RemoveOrganisationPostMutation,
};

export function usePostMutations(kind: PartOwnerKind, ownerId: string) {
  const ownerKind = apiKind[kind];
  return useRelationWrites(
    { kind: ownerKind, ownerId },
    writes,
    refetchOf(OrganisationPostsQuery, { kind: ownerKind, id: ownerId }),
  );
}
