// Where the layouts put the bug-tracker bar. Part of the first load, so it holds only the check:
// the bar's chunk loads when the first error has been captured. A spacer of the bar's height
// ends the page while it shows, so the bar never covers the page's last lines.
import { lazy, Suspense } from 'react';
import { useAppState } from '../../../store/hooks.tsx';
import { selectBarErrorCount } from '../state/bug-report-state.ts';

const BugReportBar = lazy(() => import('./BugReportBar.tsx'));

export function BugReportBarSlot() {
  const count = useAppState(selectBarErrorCount);
  if (count === 0) return null;
  return (
    <>
      <div aria-hidden="true" className="h-32 sm:h-20" />
      <Suspense fallback={null}>
        <BugReportBar count={count} />
      </Suspense>
    </>
  );
}
