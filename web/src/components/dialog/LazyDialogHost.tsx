// The dialog host, loaded as its own chunk when the first dialog is queued: most visits never
// show one, so Headless UI's dialog code stays out of the public first load. It comes with Apollo's
// React context, which the CMS's dialog bodies use (their screens have loaded the client).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppState } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';
import { followFocus } from './focus-return.ts';

const DialogHost = lazy(async () => {
  const [host, { ApolloClientProvider }] = await Promise.all([
    import('./DialogHost.tsx'),
    import('../../api/ApolloClientProvider.tsx'),
  ]);
  return {
    default: () => (
      <ApolloClientProvider>
        <host.DialogHost />
      </ApolloClientProvider>
    ),
  };
});

const selectHasDialogs = (state: AppState) => state.dialogs.length > 0;

export function LazyDialogHost() {
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
