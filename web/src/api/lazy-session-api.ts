// The store's session API, loaded with the Apollo client when first used: a visitor without a
// session never downloads either; with a stored token, start-up loads them to fetch the user.
import type { SessionApi } from '../store/dependencies.ts';
import { loadApolloClient } from './apollo-loader.ts';

async function sessionApi(): Promise<SessionApi> {
  const [{ createSessionApi }, client] = await Promise.all([
    import('./session-api.ts'),
    loadApolloClient(),
  ]);
  return createSessionApi(() => client);
}

export const lazySessionApi: SessionApi = {
  currentUser: async () => (await sessionApi()).currentUser(),
  settings: async () => (await sessionApi()).settings(),
  refresh: async (refreshToken) => (await sessionApi()).refresh(refreshToken),
  signOut: async () => (await sessionApi()).signOut(),
};
