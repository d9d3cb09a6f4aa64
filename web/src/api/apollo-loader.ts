// Apollo Client, the CMS's, outside the first load: the client module is imported when the first
// staff screen (apollo-screen.tsx) or the session at start-up needs it, and every later caller gets
// the same client. A staff screen's loader awaits it, so it never renders before its client
// exists; public screens never load it (they read through public-query.ts).
import type { ApolloClient } from '@apollo/client';
import type { Store } from '../store/store.ts';

type ClientStore = Pick<Store, 'getState' | 'dispatch'>;

let store: ClientStore | undefined;
let client: ApolloClient | undefined;
let loading: Promise<ApolloClient> | undefined;
const listeners = new Set<() => void>();

/** Binds the client to be created to the app's store (its token, language and error actions). */
export function configureApolloClient(appStore: ClientStore): void {
  store = appStore;
}

/** The client, loading its module the first time. */
export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import('./apollo-client.ts').then(({ createApolloClient }) => {
    if (!store) throw new Error('configureApolloClient() must run before loadApolloClient()');
    client = createApolloClient(store);
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

/** Uses a ready client instead of creating one (tests render screens with their own client). */
export function provideApolloClient(ready: ApolloClient): void {
  client = ready;
  loading = Promise.resolve(ready);
  for (const listener of listeners) listener();
}

/** The client if it has been created, for rendering (see ApolloClientProvider). */
export function currentApolloClient(): ApolloClient | undefined {
  return client;
}

export function subscribeToApolloClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
