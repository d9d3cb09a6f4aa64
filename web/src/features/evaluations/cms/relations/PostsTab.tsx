// Tab "Nieuws": the evaluation's posts, pinned first, then drafts, then newest first; each with
// its state (draft, scheduled, published), image and content.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { RichText } from '../../../../components/content/RichText.tsx';
import { FilePreview } from '../../../../components/file-upload/FilePreview.tsx';
import { pinnedFirst } from '../../../../components/relation-list/ordering.ts';
import { postState } from '../../../../components/relation-list/post-values.ts';
import { RelationList } from '../../../../components/relation-list/RelationList.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import type { PostsTab_PostFragment } from '../../../../gql/graphql.ts';
import { useAppState } from '../../../../store/hooks.tsx';
import type { AppState } from '../../../../store/state.ts';
import { PostForm } from './posts/PostForm.tsx';
import { PostFragment, PostsQuery, RemovePostMutation } from './posts/posts-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useRelationText } from './shared/relation-text.ts';

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

export default function PostsTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useRelationText();
  const { data, fallback } = useRelationQuery(PostsQuery, evaluationId);
  const [remove] = useMutation(RemovePostMutation, refetchOf(PostsQuery, evaluationId));
  if (fallback) return fallback;
  const posts = pinnedFirst(getFragmentData(PostFragment, data?.evaluation?.posts ?? []));

  return (
    <RelationList
      title={t('posts.list')}
      items={posts}
      canEdit={canEdit}
      emptyText={t('posts.empty')}
      addLabel={t('posts.add')}
      itemName={(post) => post.title}
      renderItem={(post) => <PostView post={post} />}
      renderForm={({ item, close }) => (
        <PostForm evaluationId={evaluationId} item={item} close={close} />
      )}
      remove={(post) => remove({ variables: { evaluationId, id: post.id } })}
    />
  );
}

function PostView({ post }: { post: PostsTab_PostFragment }) {
  const intl = useIntl();
  const t = useRelationText();
  const accessToken = useAppState(selectAccessToken);
  const state = postState(post.publishAt);
  const when = post.publishAt
    ? intl.formatDate(post.publishAt, { dateStyle: 'long', timeStyle: 'short' })
    : '';
  const stateText =
    state === 'draft'
      ? t('posts.state.draft')
      : state === 'scheduled'
        ? t('posts.state.scheduled', { date: when })
        : t('posts.state.published', { date: when });
  return (
    <div className="space-y-2">
      <h3 className="font-semibold break-words">{post.title}</h3>
      <p className="text-ink-muted">
        {stateText}
        {post.isPinned && (
          <span className="ms-2 rounded bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-700/30">
            {t('posts.pinned')}
          </span>
        )}
      </p>
      {post.image && (
        <FilePreview
          name={post.image.name}
          mimeType={post.image.mimeType}
          size={post.image.size}
          url={post.image.url}
          isPublic={false}
          accessToken={accessToken}
        />
      )}
      {post.content && <RichText html={post.content} />}
    </div>
  );
}
