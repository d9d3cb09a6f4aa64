// The editor's selected tab lives in the URL (`?tab=dates`), so a reload or a return keeps it. A
// change replaces the history entry: Back leaves the editor instead of stepping through its tabs.
// Switching tabs keeps the form, so it never asks about unsaved changes.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { leaveWithoutPrompt } from '../../form/use-unsaved-changes-warning.tsx';

export function useEditorTab(tabIds: readonly string[]): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const fallback = tabIds[0] ?? '';
  const tab = wanted && tabIds.includes(wanted) ? wanted : fallback;
  const select = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true, state: leaveWithoutPrompt },
      );
    },
    [setParams],
  );
  return [tab, select];
}
