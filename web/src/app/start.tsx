// The app's start, loaded by the entry (main.tsx) once the browser has painted the page: the error
// capture of the bug-tracker bar, the store (action stream), the public screens' reader, the
// Apollo client of the CMS (loaded when first needed), the service worker and the router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createPageViewSender } from '../analytics/page-view-sender.ts';
import { configureApolloClient } from '../api/apollo-loader.ts';
import { lazySessionApi } from '../api/lazy-session-api.ts';
import { configurePublicReader } from '../api/public-answers.ts';
import { createBugReportDependencies } from '../features/bug-report/browser-dependencies.ts';
import { installErrorCapture } from '../features/bug-report/capture/error-capture.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { loadMessages } from '../i18n/messages.ts';
import { registerServiceWorker, watchNetwork } from '../pwa/register-service-worker.ts';
import { StoreProvider } from '../store/hooks.tsx';
import { createStore } from '../store/store.ts';
import { createTokenStorage } from '../store/token-storage.ts';
import { createAppRouter, routerReady } from './routes.tsx';
import { appStoreParts } from './store-parts.ts';
import { yieldToMain } from './yield-to-main.ts';

// First: an error from here on is recorded for the bug-tracker bar and the report.
const errorCapture = installErrorCapture(window);

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

/**
 * The start-up's steps, each a task of its own. Not top-level `await`: the screens' chunks import
 * modules that share this chunk (web/vite.config.ts puts the first load together), and a chunk
 * still evaluating would keep them, and so the router this waits for, from running.
 */
async function start(root: HTMLElement): Promise<void> {
  // Evaluating the app's modules was one task; the steps below are tasks of their own.
  await yieldToMain();

  let serviceWorker: { applyUpdate(): void } | undefined;
  const store = createStore(
    {
      storage: createTokenStorage(),
      api: lazySessionApi,
      loadMessages,
      reload: () => window.location.reload(),
      applyUpdate: () => serviceWorker?.applyUpdate(),
      now: () => Date.now(),
      sendPageView: createPageViewSender(),
      bugReport: createBugReportDependencies(),
    },
    appStoreParts,
  );
  errorCapture.connect(store.dispatch);
  configurePublicReader(store);
  configureApolloClient(store);
  serviceWorker = registerServiceWorker(store.dispatch);
  watchNetwork(store.dispatch);
  store.dispatch({ type: 'app/started' });
  await yieldToMain();

  // The page's HTML may already show the public frame and the page's head (prerendered at build,
  // docs/web.md): the first render waits until the route's screen chunk is there, so it replaces
  // that HTML with the screen itself rather than with an empty frame.
  const router = createAppRouter();
  await routerReady(router);

  // A transition lets React render the first screen in slices that yield to the browser, instead of
  // one long task that blocks input (Lighthouse's Total Blocking Time on a slow phone).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <StoreProvider store={store}>
          <LocaleProvider>
            <RouterProvider router={router} />
          </LocaleProvider>
        </StoreProvider>
      </StrictMode>,
    ),
  );
}

void start(container);
