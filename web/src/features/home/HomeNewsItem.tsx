// One news post on the home page: its date, title (a link to the page of the association,
// program or evaluation that published it) and its owner's name; pinned posts say so.
import { FormattedDate, FormattedMessage } from 'react-intl';
import { CardTitleLink } from '../../components/content/card-parts.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { NEWS_ITEM_HEIGHT } from './HomeSections.tsx';
import { postOwnerPath } from './post-owner-path.ts';

export const HomeNewsItemFragment = graphql(`
  fragment HomeNewsItem_post on Post {
    id
    title
    publishAt
    isPinned
    postable {
      type
      id
      title
    }
  }
`);

export function HomeNewsItem(props: { post: FragmentType<typeof HomeNewsItemFragment> }) {
  const post = getFragmentData(HomeNewsItemFragment, props.post);
  const ownerPath = postOwnerPath(post.postable);
  return (
    <article className={`${NEWS_ITEM_HEIGHT} overflow-hidden border-b border-gray-200 py-3`}>
      <p className="text-sm text-ink-muted">
        {post.publishAt && (
          <time dateTime={post.publishAt}>
            <FormattedDate value={post.publishAt} day="numeric" month="long" year="numeric" />
          </time>
        )}
        {post.isPinned && (
          <span className="ml-2 rounded bg-brand-primary-dark px-1.5 py-0.5 text-xs font-semibold text-white">
            <FormattedMessage id="home.news.pinned" />
          </span>
        )}
      </p>
      <h3 className="mt-1 line-clamp-2 font-semibold leading-snug">
        {ownerPath ? <CardTitleLink to={ownerPath}>{post.title}</CardTitleLink> : post.title}
      </h3>
      {post.postable && (
        <p className="mt-1 truncate text-sm text-ink-muted">{post.postable.title}</p>
      )}
    </article>
  );
}
