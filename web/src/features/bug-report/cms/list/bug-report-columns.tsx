// The columns of the bug-report list, and the row fields they read (a fragment beside them). The
// title links to the report's detail.
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../../components/cms/list/columns.ts';
import { RowLink } from '../../../../components/cms/list/common-columns.tsx';
import { graphql } from '../../../../gql';
import type { CmsBugReportRow_BugReportFragment } from '../../../../gql/graphql.ts';
import { DeliveryStateBadge } from '../DeliveryStateBadge.tsx';
import type { BugReportsCmsMessageKey } from '../messages/index.ts';
import type { SortKey } from './list-state.ts';

export const CmsBugReportRowFragment = graphql(`
  fragment CmsBugReportRow_bugReport on BugReport {
    id
    title
    deliveryState
    attempts
    pulseId
    createdAt
    reporter {
      id
      name
    }
  }
`);

export type CmsBugReportRow = CmsBugReportRow_BugReportFragment;

export function bugReportColumns(intl: IntlShape): ListViewColumn<CmsBugReportRow, SortKey>[] {
  const t = (id: BugReportsCmsMessageKey) => intl.formatMessage({ id });
  return [
    {
      id: 'title',
      header: t('bugReportsCms.list.column.title'),
      sortKey: 'title',
      rowHeader: true,
      className: 'min-w-56 break-words',
      cell: (row) => (
        <RowLink to={`/cms/bug-reports/${encodeURIComponent(row.id)}`}>{row.title}</RowLink>
      ),
    },
    {
      id: 'state',
      header: t('bugReportsCms.list.column.state'),
      cell: (row) => <DeliveryStateBadge state={row.deliveryState} />,
    },
    {
      id: 'attempts',
      header: t('bugReportsCms.list.column.attempts'),
      sortKey: 'attempts',
      className: 'text-right tabular-nums',
      cell: (row) => intl.formatNumber(row.attempts),
    },
    {
      id: 'pulse',
      header: t('bugReportsCms.list.column.pulse'),
      // Room for the heading on one line; a long pulse id still breaks instead of widening the table.
      className: 'min-w-24 break-all',
      cell: (row) => row.pulseId ?? t('bugReportsCms.none'),
    },
    {
      id: 'reporter',
      header: t('bugReportsCms.list.column.reporter'),
      className: 'min-w-40',
      cell: (row) => row.reporter?.name ?? t('bugReportsCms.reporter.visitor'),
    },
    {
      id: 'created',
      header: t('bugReportsCms.list.column.created'),
      sortKey: 'created',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.createdAt}>
          {intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
  ];
}
