// Opens a record's history in the `history` dialog (a list's row button: centres,
// specializations) and hands back once it is closed, so the list can read itself again after a
// restore. The screen brings the history's catalogue (cmsHistoryMessages) for the title.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../dialog/use-dialog.ts';
import type { HistoryDialogPayload } from './history-dialog-types.ts';

export function useHistoryDialog() {
  const intl = useIntl();
  const dialog = useDialog();
  return useCallback(
    async (name: string, payload: HistoryDialogPayload) => {
      await dialog({
        kind: 'history',
        title: intl.formatMessage({ id: 'cmsHistory.dialog.title' }, { title: name }),
        payload,
      });
    },
    [dialog, intl],
  );
}
