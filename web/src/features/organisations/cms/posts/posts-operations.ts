// The posts tab's data: an association's or a program's posts with their images, and the
// mutations of each kind of owner.
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

export const AssociationPostsQuery = graphql(`
  query CmsAssociationPosts($id: ID!) {
    association(id: $id) {
      id
      posts {
        ...OrganisationPostsTab_post
      }
    }
  }
`);

export const ProgramPostsQuery = graphql(`
  query CmsProgramPosts($id: ID!) {
    program(id: $id) {
      id
      posts {
        ...OrganisationPostsTab_post
      }
    }
  }
`);

export const AddAssociationPostMutation = graphql(`
  mutation AddAssociationPost($ownerId: ID!, $input: PostInput!) {
    addAssociationPost(ownerId: $ownerId, input: $input) {
      ...OrganisationPostsTab_post
    }
  }
`);

export const UpdateAssociationPostMutation = graphql(`
  mutation UpdateAssociationPost($ownerId: ID!, $id: ID!, $input: UpdatePostInput!) {
    updateAssociationPost(ownerId: $ownerId, id: $id, input: $input) {
      ...OrganisationPostsTab_post
    }
  }
`);

export const RemoveAssociationPostMutation = graphql(`
  mutation RemoveAssociationPost($ownerId: ID!, $id: ID!) {
    removeAssociationPost(ownerId: $ownerId, id: $id)
  }
`);

export const AddProgramPostMutation = graphql(`
  mutation AddProgramPost($ownerId: ID!, $input: PostInput!) {
    addProgramPost(ownerId: $ownerId, input: $input) {
      ...OrganisationPostsTab_post
    }
  }
`);

export const UpdateProgramPostMutation = graphql(`
  mutation UpdateProgramPost($ownerId: ID!, $id: ID!, $input: UpdatePostInput!) {
    updateProgramPost(ownerId: $ownerId, id: $id, input: $input) {
      ...OrganisationPostsTab_post
    }
  }
`);

export const RemoveProgramPostMutation = graphql(`
  mutation RemoveProgramPost($ownerId: ID!, $id: ID!) {
    removeProgramPost(ownerId: $ownerId, id: $id)
  }
`);

/** The documents of one kind of owner. */
export const postDocuments = {
  association: {
    query: AssociationPostsQuery,
    add: AddAssociationPostMutation,
    update: UpdateAssociationPostMutation,
    remove: RemoveAssociationPostMutation,
  },
  program: {
    query: ProgramPostsQuery,
    add: AddProgramPostMutation,
    update: UpdateProgramPostMutation,
    remove: RemoveProgramPostMutation,
  },
} as const;
