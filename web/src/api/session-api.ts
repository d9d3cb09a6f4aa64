// The store's session dependency, implemented with the GraphQL operations.
import type { ApolloClient } from '@apollo/client';
import type { SessionTokens, SessionUser } from '../store/actions.ts';
import { type SessionApi, SessionRefusedError } from '../store/dependencies.ts';
import { isUnauthenticated } from './api-failure.ts';
import type { QuietContext } from './apollo-client.ts';
import {
  CurrentUserQuery,
  RefreshSessionMutation,
  SessionSettingsQuery,
  SignOutMutation,
} from './session-operations.ts';

const quiet: QuietContext = { quiet: true };

/** Tokens as the store keeps them: the lifetime becomes a moment. */
export function sessionTokens(
  answer: { accessToken: string; refreshToken: string; expiresIn: number },
  now = Date.now(),
): SessionTokens {
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    expiresAt: now + answer.expiresIn * 1000,
  };
}

export function createSessionApi(client: () => ApolloClient): SessionApi {
  return {
    async currentUser(): Promise<SessionUser> {
      const { data } = await client()
        .query({ query: CurrentUserQuery, fetchPolicy: 'network-only', context: quiet })
        .catch((error: unknown) => {
          throw isUnauthenticated(error) ? new SessionRefusedError('Token refused') : error;
        });
      const me = data?.me;
      // No user for a token the server took: the session is not valid either.
      if (!me) throw new SessionRefusedError('No current user');
      return {
        id: me.id,
        name: me.name,
        email: me.email,
        role: me.role?.name ?? null,
        avatarUrl: me.avatar?.url ?? null,
      };
    },
    async settings() {
      const { data } = await client()
        .query({ query: SessionSettingsQuery, fetchPolicy: 'network-only', context: quiet })
        .catch((error: unknown) => {
          throw isUnauthenticated(error) ? new SessionRefusedError('Session ended') : error;
        });
      if (!data) throw new Error('No session settings');
      return Object.fromEntries(data.sessionSettings.map(({ key, value }) => [key, value]));
    },
    async refresh(refreshToken) {
      const { data } = await client().mutate({
        mutation: RefreshSessionMutation,
        variables: { refreshToken },
        context: quiet,
      });
      if (!data) throw new Error('Refresh refused');
      return sessionTokens(data.refresh);
    },
    async signOut() {
      await client().mutate({ mutation: SignOutMutation, context: quiet });
      await client().clearStore();
    },
  };
}
