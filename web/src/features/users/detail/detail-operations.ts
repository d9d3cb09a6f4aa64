// The GraphQL documents of a user's page: the user with every field the form edits (fragment
// below) and the pickers' choices (components/form/organisation-choices.ts) in one request; the choices alone for a new user; creating,
// changing and deleting a user.
import { graphql } from '../../../gql';

export const UserFormFragment = graphql(`
  fragment UserForm_user on User {
    id
    version
    email
    name
    firstName
    middleName
    lastName
    title
    gender
    phoneNumber
    programId
    associationId
    isActive
    activatedAt
    lastLoginAt
    role {
      id
      name
    }
    avatar {
      ...StoredFile_file
    }
  }
`);

export const UserDetailQuery = graphql(`
  query CmsUserDetail($id: ID!) {
    user(id: $id) {
      id
      ...UserForm_user
    }
    ...OrganisationChoices_query
  }
`);

export const UserChoicesQuery = graphql(`
  query CmsUserChoices {
    ...OrganisationChoices_query
  }
`);

export const CreateUserMutation = graphql(`
  mutation CmsCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation CmsUpdateUser($id: ID!, $input: UpdateUserInput!, $version: Int) {
    updateUser(id: $id, input: $input, version: $version) {
      id
      ...UserForm_user
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation CmsDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);
