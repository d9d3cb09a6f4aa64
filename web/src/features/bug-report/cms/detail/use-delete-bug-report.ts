// Deleting the report on its page (components/cms/editor/use-delete-record.ts): confirmed, then
// back to the list.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useDeleteRecord } from '../../../../components/cms/editor/use-delete-record.ts';
import { DeleteBugReportMutation } from './detail-operations.ts';

export function useDeleteBugReport(report: { id: string; title: string }) {
  const intl = useIntl();
  const [remove, { loading }] = useMutation(DeleteBugReportMutation);
  const deleteReport = useDeleteRecord({
    record: { __typename: 'BugReport', id: report.id, name: report.title },
    title: intl.formatMessage({ id: 'bugReportsCms.detail.deleteFor' }),
    remove: async () =>
      Boolean((await remove({ variables: { ids: [report.id] } })).data?.deleteBugReports),
    listPath: '/cms/bug-reports',
  });
  return { deleteReport, deleting: loading };
}
