// Entry point: the store (action stream), the Apollo client (loaded when first needed), the service
// worker and the router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createPageViewSender } from './analytics/page-view-sender.ts';
import { ApolloClientProvider } from './api/ApolloClientProvider.tsx';
import { configureApolloClient } from './api/apollo-loader.ts';
import { lazySessionApi } from './api/lazy-session-api.ts';
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
  api: lazySessionApi,
  loadMessages,
  reload: () => window.location.reload(),
  applyUpdate: () => serviceWorker?.applyUpdate(),
  now: () => Date.now(),
  sendPageView: createPageViewSender(),
});
configureApolloClient(store);
serviceWorker = registerServiceWorker(store.dispatch);
watchNetwork(store.dispatch);
store.dispatch({ type: 'app/started' });

// A transition lets React render the first screen in slices that yield to the browser, instead of
// one long task that blocks input (Lighthouse's Total Blocking Time on a slow phone).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <ApolloClientProvider>
          <LocaleProvider>
            <RouterProvider router={createAppRouter()} />
          </LocaleProvider>
        </ApolloClientProvider>
      </StoreProvider>
    </StrictMode>,
  ),
);
