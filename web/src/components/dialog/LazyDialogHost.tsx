// The dialog host, loaded as its own chunk when the first dialog is queued: most visits never
// show one, so Headless UI's dialog code stays out of the public first load. It comes with Apollo's
// React context, which the CMS's dialog bodies use (their screens have loaded the client), and
// with the registry of every kind's body (`loadBodies`, the app's): a lazy entry per kind costs
// the first load of every page, the host's chunk only those that show a dialog.
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useAppState } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';
import { type DialogBodies, DialogBodiesContext } from './dialog-bodies.ts';
import { followFocus } from './focus-return.ts';

type BodiesLoader = () => Promise<DialogBodies>;

function lazyHost(loadBodies: BodiesLoader): ComponentType {
  return lazy(async () => {
    const [host, { ApolloClientProvider }, bodies] = await Promise.all([
      import('./DialogHost.tsx'),
      import('../../api/ApolloClientProvider.tsx'),
      loadBodies(),
    ]);
    return {
      default: () => (
        <ApolloClientProvider>
          <DialogBodiesContext value={bodies}>
            <host.DialogHost />
          </DialogBodiesContext>
        </ApolloClientProvider>
      ),
    };
  });
}

const selectHasDialogs = (state: AppState) => state.dialogs.length > 0;

export function LazyDialogHost({ loadBodies }: { loadBodies: BodiesLoader }) {
  // Made once per mount (the shell mounts it once), not on every render.
  const [DialogHost] = useState(() => lazyHost(loadBodies));
  // From the start, so that focus can go back to what opened the first dialog (focus-return.ts).
  useEffect(() => followFocus(), []);
  const hasDialogs = useAppState(selectHasDialogs);
  // Once loaded the host stays mounted: it closes its dialogs (and returns focus) itself.
  const [needed, setNeeded] = useState(false);
  if (hasDialogs && !needed) setNeeded(true);
  if (!needed && !hasDialogs) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
