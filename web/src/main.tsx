// Entry point: the store (action stream), the Apollo client, the service worker and the router.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createPageViewSender } from './analytics/page-view-sender.ts';
import { createApolloClient } from './api/apollo-client.ts';
import { createSessionApi } from './api/session-api.ts';
import { createAppRouter } from './app/routes.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { loadMessages } from './i18n/messages.ts';
import { registerServiceWorker, watchNetwork } from './pwa/register-service-worker.ts';
import { StoreProvider } from './store/hooks.tsx';
import { createStore } from './store/store.ts';
import { createTokenStorage } from './store/token-storage.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

let serviceWorker: { applyUpdate(): void } | undefined;
const store = createStore({
  storage: createTokenStorage(),
  api: createSessionApi(() => client),
  loadMessages,
  reload: () => window.location.reload(),
  applyUpdate: () => serviceWorker?.applyUpdate(),
  now: () => Date.now(),
  sendPageView: createPageViewSender(),
});
const client = createApolloClient(store);
serviceWorker = registerServiceWorker(store.dispatch);
watchNetwork(store.dispatch);
store.dispatch({ type: 'app/started' });

createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <ApolloProvider client={client}>
        <LocaleProvider>
          <RouterProvider router={createAppRouter()} />
        </LocaleProvider>
      </ApolloProvider>
    </StoreProvider>
  </StrictMode>,
);
