// A page's way to ask the dialog queue something: `const outcome = await dialog({ kind, ... })`.
import { useCallback } from 'react';
import type { DialogKind, DialogOutcome, DialogRequestOf } from '../../store/actions.ts';
import { useStore } from '../../store/hooks.tsx';
import { awaitDialog } from './await-dialog.ts';

export function useDialog(): <K extends DialogKind>(
  request: DialogRequestOf<K>,
) => Promise<DialogOutcome<K>> {
  const store = useStore();
  return useCallback((request) => awaitDialog(store, request), [store]);
}
