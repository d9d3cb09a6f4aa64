// The posts tab of an association or program editor: the organisation's news in the CMS kit's
// posts tab, with the one set of post writes both kinds share (a trial bureau has no posts).
import { PostsRelationTab } from '../../../../../components/cms/relations/posts/PostsRelationTab.tsx';
import type { PublishingKind, RelationTabProps } from '../relation-tab-props.ts';
import { useOrganisationRelation } from '../use-organisation-relations.ts';
import { OrganisationPostsQuery, postWrites } from './posts-operations.ts';

export default function OrganisationPostsTab({ kind, ownerId }: RelationTabProps) {
  return kind === 'trialBureau' ? null : <PublishedPosts kind={kind} ownerId={ownerId} />;
}

function PublishedPosts({ kind, ownerId }: { kind: PublishingKind; ownerId: string }) {
  const { data, fallback, writers } = useOrganisationRelation(
    OrganisationPostsQuery,
    kind,
    ownerId,
    postWrites,
  );
  if (fallback) return fallback;
  const owner = data?.organisation;
  const posts = owner && 'posts' in owner ? owner.posts : [];
  return <PostsRelationTab canEdit owner={{ posts, ...writers }} />;
}
