// The service worker (vite-plugin-pwa, prompt mode): a waiting update and the network state become
// actions of the store; the epics decide whether to ask or to reload. The worker is registered
// (and its code, workbox-window, loaded) once the page has loaded and the browser is idle: nothing
// of it is needed for the page, and its precaching would compete with the page's own requests.
import type { Action } from '../store/actions.ts';

export interface ServiceWorkerControl {
  /** Activates the waiting worker and reloads the page. */
  applyUpdate(): void;
}

/** Runs `work` after the page's load event, when the browser is idle (or 2 s later at most). */
function whenLoadedAndIdle(work: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(work, { timeout: 2_000 })
      : setTimeout(work, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function registerServiceWorker(dispatch: (action: Action) => void): ServiceWorkerControl {
  let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;
  whenLoadedAndIdle(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh: () => dispatch({ type: 'pwa/update-available' }),
      });
    });
  });
  return { applyUpdate: () => void updateServiceWorker?.(true) };
}

export function watchNetwork(dispatch: (action: Action) => void): void {
  window.addEventListener('offline', () => dispatch({ type: 'network/offline' }));
  window.addEventListener('online', () => dispatch({ type: 'network/online' }));
  if (!navigator.onLine) dispatch({ type: 'network/offline' });
}
