// The posts tab of a record that owns news (an evaluation, an association or a program): pinned
// first, then drafts, then newest first; each with its state (draft, scheduled, published), image
// and content. Added and edited in place; removed after the destructive confirmation. The owner
// hands in its posts and how to add, change and remove one.
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../../gql';
import type { PostsRelation_PostFragment } from '../../../../gql/graphql.ts';
import { useAppState } from '../../../../store/hooks.tsx';
import type { AppState } from '../../../../store/state.ts';
import { RichText } from '../../../content/RichText.tsx';
import { FilePreview } from '../../../file-upload/FilePreview.tsx';
import { pinnedFirst } from '../ordering.ts';
import { postState } from './post-values.ts';
import { RelationList } from '../RelationList.tsx';
import { PostForm } from './PostForm.tsx';
import { useRelationText } from '../relation-text.ts';
import { PostRelationFragment, type PostsOwner } from './posts-relation.ts';

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

export function PostsRelationTab({ owner, canEdit }: { owner: PostsOwner; canEdit: boolean }) {
  const t = useRelationText();
  const posts = pinnedFirst(getFragmentData(PostRelationFragment, owner.posts));
  return (
    <RelationList
      title={t('posts.list')}
      items={posts}
      canEdit={canEdit}
      emptyText={t('posts.empty')}
      addLabel={t('posts.add')}
      itemName={(post) => post.title}
      renderItem={(post) => <PostView post={post} />}
      renderForm={({ item, close }) => <PostForm owner={owner} item={item} close={close} />}
      remove={(post) => owner.remove(post.id)}
    />
  );
}

function PostView({ post }: { post: PostsRelation_PostFragment }) {
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
