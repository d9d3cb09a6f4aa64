// The GraphQL operations of the session: sign in, current user, its settings, refresh, sign out.
import { graphql } from '../gql';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on AuthTokens {
        accessToken
        refreshToken
        expiresIn
      }
      ... on TwoFactorChallenge {
        challengeToken
      }
    }
  }
`);

/** The second step of a sign-in with two-step verification. */
export const CompleteSignInMutation = graphql(`
  mutation CompleteSignIn($challengeToken: String!, $code: String!) {
    completeSignIn(challengeToken: $challengeToken, code: $code) {
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

/** The session settings of spec section 3, as key/value pairs. */
export const SessionSettingsQuery = graphql(`
  query SessionSettings {
    sessionSettings {
      key
      value
    }
  }
`);
