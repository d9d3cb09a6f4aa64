// The add, update and remove mutations of an organisation's posts, for its kind of owner. Add and
// update are quiet (the form shows refusals); add and remove refetch the tab's list, an update
// changes the cached post by its id.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchOf } from '../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../components/relation-list/use-relation-submit.ts';
import type { PostInput, UpdatePostInput } from '../../../../gql/graphql.ts';
import type { PartOwnerKind } from '../parts/part-tab-props.ts';
import { postDocuments } from './posts-operations.ts';

type Owned<V> = TypedDocumentNode<unknown, { ownerId: string } & V>;

export function usePostMutations(kind: PartOwnerKind, ownerId: string) {
  const documents = postDocuments[kind];
  const query = documents.query as TypedDocumentNode<unknown, { id: string }>;
  const refetch = refetchOf(query, ownerId);
  const [addMutation] = useMutation(documents.add as Owned<{ input: PostInput }>, {
    ...refetch,
    ...quiet,
  });
  const [updateMutation] = useMutation(
    documents.update as Owned<{ id: string; input: UpdatePostInput }>,
    quiet,
  );
  const [removeMutation] = useMutation(documents.remove as Owned<{ id: string }>, refetch);
  const add = useCallback(
    (input: PostInput) => addMutation({ variables: { ownerId, input } }),
    [addMutation, ownerId],
  );
  const update = useCallback(
    (id: string, input: UpdatePostInput) => updateMutation({ variables: { ownerId, id, input } }),
    [updateMutation, ownerId],
  );
  const remove = useCallback(
    (id: string) => removeMutation({ variables: { ownerId, id } }),
    [removeMutation, ownerId],
  );
  return { add, update, remove };
}
