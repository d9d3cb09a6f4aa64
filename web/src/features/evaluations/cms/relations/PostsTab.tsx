// Tab "Nieuws": the evaluation's posts in the CMS kit's posts tab.
import { PostsRelationTab } from '../../../../components/cms/relations/posts/PostsRelationTab.tsx';
import { PostsQuery, postWrites } from './posts/posts-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelation } from './shared/use-evaluation-relation.ts';

export default function PostsTab({ evaluationId, canEdit }: RelationTabProps) {
  const { data, fallback, writers } = useEvaluationRelation(PostsQuery, evaluationId, postWrites);
  if (fallback) return fallback;
  const posts = data?.evaluation?.posts ?? [];
  return <PostsRelationTab canEdit={canEdit} owner={{ posts, ...writers }} />;
}
