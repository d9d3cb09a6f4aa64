// Deleting several bug reports (after the list view's confirmation): then the list is fetched
// again and a success dialog says how many went. Failures show the app's error dialog.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../../../components/dialog/use-dialog.ts';
import { DeleteBugReportsMutation } from './list-operations.ts';

export function useDeleteBugReports(refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const dialog = useDialog();
  const [remove] = useMutation(DeleteBugReportsMutation);

  return useCallback(
    async (ids: string[]) => {
      await remove({ variables: { ids } });
      await refetch();
      void dialog({
        kind: 'generic',
        type: 'success',
        title: intl.formatMessage({ id: 'bugReportsCms.list.deleted.title' }),
        message: intl.formatMessage(
          { id: 'bugReportsCms.list.deleted.message' },
          { count: ids.length },
        ),
        confirm: true,
      });
    },
    [dialog, intl, refetch, remove],
  );
}
