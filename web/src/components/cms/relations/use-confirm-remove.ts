// Removing an item: the destructive confirmation (`mitigate`, naming the item) first, then the
// mutation. Not quiet: a failure opens the app's error dialog. Resolves true when it was removed.
import { useCallback } from 'react';
import { useDialog } from '../../dialog/use-dialog.ts';
import { useRelationText } from './relation-text.ts';

export function useConfirmRemove() {
  const ask = useDialog();
  const t = useRelationText();
  return useCallback(
    async (name: string, remove: () => Promise<unknown>): Promise<boolean> => {
      const answer = await ask({
        kind: 'mitigate',
        type: 'warning',
        title: t('remove.title'),
        confirm: t('remove.confirm'),
        cancel: true,
        payload: { count: 1, names: [name] },
      });
      if (answer.result !== 'confirm') return false;
      return remove().then(
        () => true,
        () => false,
      );
    },
    [ask, t],
  );
}
