// The posts tab's data: an association's or a program's posts with their images, and their add,
// update and remove, one set for both kinds.
import { graphql } from '../../../../gql';

export const OrganisationPostFragment = graphql(`
  fragment OrganisationPostsTab_post on Post {
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

export const OrganisationPostsQuery = graphql(`
  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      id
      ... on PublishingOrganisation {
        posts {
          ...OrganisationPostsTab_post
        }
      }
    }
  }
`);

export const AddOrganisationPostMutation = graphql(`
  mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {
    addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {
      ...OrganisationPostsTab_post
    }
  }
`);

export const UpdateOrganisationPostMutation = graphql(`
  mutation UpdateOrganisationPost(
    $kind: PublishingOrganisationKind!
    $ownerId: ID!
    $id: ID!
    $input: UpdatePostInput!
  ) {
    updateOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
      ...OrganisationPostsTab_post
    }
  }
`);

export const RemoveOrganisationPostMutation = graphql(`
  mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {
    removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)
  }
`);
