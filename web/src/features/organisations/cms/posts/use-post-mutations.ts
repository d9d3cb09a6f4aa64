// The add, update and remove mutations of an organisation's posts. Add and update are quiet (the
// form shows refusals); add and remove refetch the tab's list, an update changes the cached post
// by its id.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../components/relation-list/use-relation-submit.ts';
import type { PostInput, UpdatePostInput } from '../../../../gql/graphql.ts';
import { apiKind } from '../kinds.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import {
  AddOrganisationPostMutation,
  OrganisationPostsQuery,
  RemoveOrganisationPostMutation,
  UpdateOrganisationPostMutation,
} from './posts-operations.ts';

export function usePostMutations(kind: PartOwnerKind, ownerId: string) {
  const ownerKind = apiKind[kind];
  const refetch = refetchOf(OrganisationPostsQuery, ownerId, { kind: ownerKind });
  const [addMutation] = useMutation(AddOrganisationPostMutation, { ...refetch, ...quiet });
  const [updateMutation] = useMutation(UpdateOrganisationPostMutation, quiet);
  const [removeMutation] = useMutation(RemoveOrganisationPostMutation, refetch);
  const add = useCallback(
    (input: PostInput) => addMutation({ variables: { kind: ownerKind, ownerId, input } }),
    [addMutation, ownerKind, ownerId],
  );
  const update = useCallback(
    (id: string, input: UpdatePostInput) =>
      updateMutation({ variables: { kind: ownerKind, ownerId, id, input } }),
    [updateMutation, ownerKind, ownerId],
  );
  const remove = useCallback(
    (id: string) => removeMutation({ variables: { kind: ownerKind, ownerId, id } }),
    [removeMutation, ownerKind, ownerId],
  );
  return { add, update, remove };
}
