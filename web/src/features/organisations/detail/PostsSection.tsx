// The organisation's news posts (the API sends them pinned first, newest first).
import { useIntl } from 'react-intl';
import { RichText } from '../../../components/content/RichText.tsx';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';

export const OrganisationPostFragment = graphql(`
  fragment OrganisationPost_post on Post {
    id
    title
    content
    publishAt
    isPinned
    image {
      id
      url
    }
  }
`);

export function PostsSection(props: {
  posts: readonly FragmentType<typeof OrganisationPostFragment>[];
}) {
  const intl = useIntl();
  const posts = getFragmentData(OrganisationPostFragment, props.posts);
  return (
    <DetailSection title={intl.formatMessage({ id: 'organisations.posts.title' })}>
      {posts.length === 0 ? (
        <p className="text-ink-muted">{intl.formatMessage({ id: 'organisations.posts.empty' })}</p>
      ) : (
        <ul className="space-y-6">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
                {post.image && (
                  // The image is decoration beside the title; a fixed aspect ratio avoids a jump.
                  <img
                    src={post.image.url}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/1] w-full rounded object-cover"
                  />
                )}
                <h3 className="text-lg font-semibold">{post.title}</h3>
                <p className="flex flex-wrap gap-2 text-sm text-ink-muted">
                  {post.isPinned && (
                    <span className="rounded bg-brand-primary-dark px-2 font-semibold text-white">
                      {intl.formatMessage({ id: 'organisations.posts.pinned' })}
                    </span>
                  )}
                  {post.publishAt && (
                    <time dateTime={post.publishAt}>
                      {intl.formatDate(post.publishAt, {
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                      })}
                    </time>
                  )}
                </p>
                {post.content && <RichText html={post.content} />}
              </article>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
