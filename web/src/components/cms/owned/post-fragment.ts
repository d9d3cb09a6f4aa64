// The fields of a post that the owned posts tab shows and edits, for any owner's query to spread.
import { graphql } from '../../../gql';

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
