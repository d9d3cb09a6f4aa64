// The posts tab's data: an association's or a program's posts (the kit posts tab's fields), and
// their add, update and remove, one set for both kinds.
import { graphql } from '../../../../../gql';

export const OrganisationPostsQuery = graphql(`
  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      id
      ... on PublishingOrganisation {
        posts {
          ...PostsRelation_post
        }
      }
    }
  }
`);

export const postWrites = {
  add: graphql(`
    mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {
      addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {
        ...PostsRelation_post
      }
    }
  `),
  update: graphql(`
    mutation UpdateOrganisationPost(
      $kind: PublishingOrganisationKind!
      $ownerId: ID!
      $id: ID!
      $input: UpdatePostInput!
    ) {
      updateOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
        ...PostsRelation_post
      }
    }
  `),
  remove: graphql(`
    mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {
      removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)
    }
  `),
};
