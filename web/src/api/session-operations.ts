// The GraphQL operations of the session: sign in, current user, refresh, sign out.
import { graphql } from '../gql';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refresh(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    logout
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      name
      email
      role {
        name
      }
      avatar {
        url
      }
    }
  }
`);
