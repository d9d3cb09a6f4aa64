// The writes of an association's or program's posts (owner-writes.ts): an update changes the
// cached post by its id.
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { apiKind } from '../kinds.ts';
import { useOwnerWrites } from '../owner-writes.ts';
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
  return useOwnerWrites(
    ownerKind,
    ownerId,
    writes,
    refetchOf(OrganisationPostsQuery, ownerId, { kind: ownerKind }),
  );
}
