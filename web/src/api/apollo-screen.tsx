// A staff screen (the CMS, signing in) with Apollo Client: its chunk, the client and Apollo's React
// context (ApolloClientProvider) arrive together, so no public route loads any of Apollo.
import type { ComponentType } from 'react';
import { loadApolloClient } from './apollo-loader.ts';

export async function withApolloScreen<M extends { default: ComponentType }>(
  load: () => Promise<M>,
): Promise<M> {
  const [module, , { ApolloClientProvider }] = await Promise.all([
    load(),
    loadApolloClient(),
    import('./ApolloClientProvider.tsx'),
  ]);
  const Screen = module.default;
  function WithApolloClient() {
    return (
      <ApolloClientProvider>
        <Screen />
      </ApolloClientProvider>
    );
  }
  return { ...module, default: WithApolloClient };
}
