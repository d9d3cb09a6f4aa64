// The posts tab of an association or program editor: the organisation's news, pinned first, then
// drafts, then newest first; each with its state (draft, scheduled, published), image and
// content. Added and edited in place; removed after the destructive confirmation.
import { useIntl } from 'react-intl';
import { RichText } from '../../../../components/content/RichText.tsx';
import { FilePreview } from '../../../../components/file-upload/FilePreview.tsx';
import { formKitMessages } from '../../../../components/form/messages/index.ts';
import { relationListMessages } from '../../../../components/relation-list/messages/index.ts';
import { pinnedFirst } from '../../../../components/relation-list/ordering.ts';
import { postState } from '../../../../components/relation-list/post-values.ts';
import { RelationList } from '../../../../components/relation-list/RelationList.tsx';
import { useRelationQuery } from '../../../../components/relation-list/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import type { OrganisationPostsTab_PostFragment } from '../../../../gql/graphql.ts';
import { withFeatureMessages } from '../../../../i18n/feature-messages.tsx';
import { apiKind } from '../kinds.ts';
import { useAppState } from '../../../../store/hooks.tsx';
import type { AppState } from '../../../../store/state.ts';
import type { OrganisationPartTabProps } from '../parts/part-tab-props.ts';
import { cmsOrganisationPostsMessages } from './messages/index.ts';
import { OrganisationPostForm } from './OrganisationPostForm.tsx';
import { usePostText } from './post-text.ts';
import { OrganisationPostFragment, OrganisationPostsQuery } from './posts-operations.ts';
import { usePostMutations } from './use-post-mutations.ts';

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

function OrganisationPostsTab({ kind, ownerId, readOnly }: OrganisationPartTabProps) {
  const t = usePostText();
  const { data, fallback } = useRelationQuery(OrganisationPostsQuery, ownerId, {
    kind: apiKind[kind],
  });
  const mutations = usePostMutations(kind, ownerId);
  if (fallback) return fallback;
  const owner = data?.organisation;
  const posts = pinnedFirst(
    getFragmentData(OrganisationPostFragment, owner && 'posts' in owner ? owner.posts : []),
  );

  return (
    <RelationList
      title={t('list')}
      items={posts}
      canEdit={!readOnly}
      emptyText={t('empty')}
      addLabel={t('add')}
      itemName={(post) => post.title}
      renderItem={(post) => <PostView post={post} />}
      renderForm={({ item, close }) => (
        <OrganisationPostForm mutations={mutations} item={item} close={close} />
      )}
      remove={(post) => mutations.remove(post.id)}
    />
  );
}

function PostView({ post }: { post: OrganisationPostsTab_PostFragment }) {
  const intl = useIntl();
  const t = usePostText();
  const accessToken = useAppState(selectAccessToken);
  const state = postState(post.publishAt);
  const when = post.publishAt
    ? intl.formatDate(post.publishAt, { dateStyle: 'long', timeStyle: 'short' })
    : '';
  const stateText =
    state === 'draft'
      ? t('state.draft')
      : state === 'scheduled'
        ? t('state.scheduled', { date: when })
        : t('state.published', { date: when });
  return (
    <div className="space-y-2">
      <h3 className="font-semibold break-words">{post.title}</h3>
      <p className="text-ink-muted">
        {stateText}
        {post.isPinned && (
          <span className="ms-2 rounded bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-700/30">
            {t('pinned')}
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

export default withFeatureMessages(
  [formKitMessages, relationListMessages, cmsOrganisationPostsMessages],
  OrganisationPostsTab,
);
