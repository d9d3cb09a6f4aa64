// Tab "Nieuws": the evaluation's posts in the CMS kit's owned posts tab.
import { useMutation } from '@apollo/client/react';
import { OwnedPostsTab } from '../../../../components/cms/owned/OwnedPostsTab.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import {
  AddPostMutation,
  PostsQuery,
  RemovePostMutation,
  UpdatePostMutation,
} from './posts/posts-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useAddOrUpdate } from './shared/use-add-or-update.ts';

export default function PostsTab({ evaluationId, canEdit }: RelationTabProps) {
  const { data, fallback } = useRelationQuery(PostsQuery, { id: evaluationId });
  const { add, update } = useAddOrUpdate(
    evaluationId,
    PostsQuery,
    AddPostMutation,
    UpdatePostMutation,
  );
  const [remove] = useMutation(RemovePostMutation, refetchOf(PostsQuery, { id: evaluationId }));
  if (fallback) return fallback;
  return (
    <OwnedPostsTab
      canEdit={canEdit}
      owned={{
        posts: data?.evaluation?.posts ?? [],
        add,
        update,
        remove: (id) => remove({ variables: { evaluationId, id } }),
      }}
    />
  );
}
