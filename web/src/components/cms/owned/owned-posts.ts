// What the owned posts tab gets from a post's owner: the fields it shows and edits (a fragment for
// any owner's query to spread) and how to add, change and remove a post.
import { type FragmentType, graphql } from '../../../gql';
import type { PostInput } from '../../../gql/graphql.ts';

export const OwnedPostFragment = graphql(`
  fragment OwnedPost_post on Post {
    id
    title
    content
    publishAt
    isPinned
    image {
      id
      url
      name
      mimeType
      size
    }
  }
`);

export interface OwnedPosts {
  posts: readonly FragmentType<typeof OwnedPostFragment>[];
  add: (input: PostInput) => Promise<unknown>;
  update: (id: string, input: PostInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}
