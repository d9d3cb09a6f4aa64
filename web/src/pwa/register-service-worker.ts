// The service worker (vite-plugin-pwa, prompt mode): a waiting update and the network state become
// actions of the store; the epics decide whether to ask or to reload.
import { registerSW } from 'virtual:pwa-register';
import type { Action } from '../store/actions.ts';

export interface ServiceWorkerControl {
  /** Activates the waiting worker and reloads the page. */
  applyUpdate(): void;
}

export function registerServiceWorker(dispatch: (action: Action) => void): ServiceWorkerControl {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => dispatch({ type: 'pwa/update-available' }),
  });
  return { applyUpdate: () => void updateServiceWorker(true) };
}

export function watchNetwork(dispatch: (action: Action) => void): void {
  window.addEventListener('offline', () => dispatch({ type: 'network/offline' }));
  window.addEventListener('online', () => dispatch({ type: 'network/online' }));
  if (!navigator.onLine) dispatch({ type: 'network/offline' });
}
