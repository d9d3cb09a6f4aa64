// Deleting the report on its page: the destructive confirmation (`mitigate`) naming it, then the
// mutation, then back to the list with the report gone from the cache. A failure shows the app's
// error dialog (the mutation is not quiet).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../../components/dialog/use-dialog.ts';
import { DeleteBugReportMutation } from './detail-operations.ts';

export function useDeleteBugReport(report: { id: string; title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const ask = useDialog();
  const [remove, { loading }] = useMutation(DeleteBugReportMutation);

  const deleteReport = useCallback(async () => {
    const answer = await ask({
      kind: 'mitigate',
      type: 'warning',
      title: intl.formatMessage({ id: 'bugReportsCms.detail.deleteFor' }),
      cancel: true,
      payload: { count: 1, names: [report.title] },
    });
    if (answer.result !== 'confirm') return;
    const result = await remove({ variables: { ids: [report.id] } }).catch(() => null);
    if (!result?.data?.deleteBugReports) return;
    await navigate('/cms/bug-reports');
    client.cache.evict({ id: client.cache.identify({ __typename: 'BugReport', id: report.id }) });
    client.cache.gc();
  }, [ask, client, intl, navigate, remove, report.id, report.title]);

  return { deleteReport, deleting: loading };
}
