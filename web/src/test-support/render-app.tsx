// Renders a component the way the app does: on a store with fake dependencies, in the store's
// language (Dutch), with every dialog kind's body, optionally inside a memory router, with the public reader answered by a fake
// /graphql, and inside an Apollo client.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { provideApolloClient } from '../api/apollo-loader.ts';
import { configurePublicReader, resetPublicAnswers } from '../api/public-answers.ts';
import { appDialogBodies } from '../app/dialog-bodies.ts';
import { DialogBodiesContext } from '../components/dialog/dialog-bodies.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { StoreProvider } from '../store/hooks.tsx';
import type { Store } from '../store/store.ts';
import { type FakeGraphql, fakeGraphqlFetch } from './fake-graphql.ts';
import { testStore } from './store.ts';

export interface RenderAppOptions {
  /** A store from `testStore()`; a fresh one otherwise. */
  store?: Store;
  /** Wraps the component in a memory router at this URL. */
  url?: string;
  /** Answers the public reader's requests (public screens); it starts with no answers held. */
  graphql?: FakeGraphql;
  client?: ApolloClient;
}

export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const store = options.store ?? testStore().store;
  let tree = ui;
  if (options.url !== undefined)
    tree = <MemoryRouter initialEntries={[options.url]}>{tree}</MemoryRouter>;
  if (options.graphql) {
    resetPublicAnswers();
    configurePublicReader(store, { fetch: fakeGraphqlFetch(options.graphql) });
  }
  if (options.client) {
    // Lazy parts wait for the app's client (api/apollo-loader.ts): this one is it.
    provideApolloClient(options.client);
    tree = <ApolloProvider client={options.client}>{tree}</ApolloProvider>;
  }
  const result = render(
    <StoreProvider store={store}>
      <LocaleProvider>
        {/* Every kind's dialog body, as the app shell provides them. */}
        <DialogBodiesContext value={appDialogBodies}>{tree}</DialogBodiesContext>
      </LocaleProvider>
    </StoreProvider>,
  );
  return { ...result, store };
}
