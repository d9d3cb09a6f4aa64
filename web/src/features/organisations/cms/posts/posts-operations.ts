// The posts tab's data: an association's or a program's posts (the owned posts tab's fields), and
// their add, update and remove, one set for both kinds.
import { graphql } from '../../../../gql';

export const OrganisationPostsQuery = graphql(`
  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      id
      ... on PublishingOrganisation {
        posts {
          ...OwnedPost_post
        }
      }
    }
  }
`);

export const AddOrganisationPostMutation = graphql(`
  mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {
    addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {
      ...OwnedPost_post
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
      ...OwnedPost_post
    }
  }
`);

export const RemoveOrganisationPostMutation = graphql(`
  mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {
    removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)
  }
`);
