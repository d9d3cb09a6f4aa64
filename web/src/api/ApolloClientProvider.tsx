// Puts the lazily created Apollo client into Apollo's React context. The element is the same
// before and after the client exists, so nothing below remounts when it arrives; only the lazy
// screens that query use the context, and their loaders wait for the client (apollo-loader.ts).
import { getApolloContext } from '@apollo/client/react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { currentApolloClient, subscribeToApolloClient } from './apollo-loader.ts';

export function ApolloClientProvider({ children }: { children: ReactNode }) {
  const ApolloContext = getApolloContext();
  const client = useSyncExternalStore(subscribeToApolloClient, currentApolloClient);
  const value = useMemo(() => (client ? { client } : {}), [client]);
  return <ApolloContext value={value}>{children}</ApolloContext>;
}
