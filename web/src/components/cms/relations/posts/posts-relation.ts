// What the posts tab gets from a posts' owner (an evaluation, an association, a program): the fields it shows and edits (a fragment for
// any owner's query to spread) and how to add, change and remove a post.
import { type FragmentType, graphql } from '../../../../gql';
import type { PostInput } from '../../../../gql/graphql.ts';

export const PostRelationFragment = graphql(`
  fragment PostsRelation_post on Post {
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

export interface PostsOwner {
  posts: readonly FragmentType<typeof PostRelationFragment>[];
  add: (input: PostInput) => Promise<unknown>;
  update: (id: string, input: PostInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}
