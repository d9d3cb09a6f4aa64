// The global search, loaded as its own chunk right after the first paint: its combobox (Downshift)
// and its query stay out of the public first load.
import { lazy, Suspense } from 'react';

const GlobalSearch = lazy(async () => ({
  default: (await import('./GlobalSearch.tsx')).GlobalSearch,
}));

export function LazyGlobalSearch({ className }: { className?: string }) {
  return (
    // The placeholder keeps the header's layout while the chunk arrives.
    <Suspense fallback={<div className={className} aria-hidden="true" />}>
      <GlobalSearch className={className} />
    </Suspense>
  );
}
