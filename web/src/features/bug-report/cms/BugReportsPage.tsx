// The bug-report list (/cms/bug-reports, admin only); lazy-loaded as the screen group
// "bug-reports". Search, delivery states, sort, page and per-page live in the URL
// (list/list-state.ts). Admins open a report's detail and delete several at once; above the list,
// whether the project board can take reports (list/BoardStatusLine.tsx).

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CmsListPage, cmsListTexts } from '../../../components/cms/list/CmsListPage.tsx';
import { listViewMessages } from '../../../components/cms/list/messages/index.ts';
import { useCmsDelete } from '../../../components/cms/list/use-cms-delete.ts';
import { useCmsList } from '../../../components/cms/list/use-cms-list.ts';
import { listPage } from '../../../components/list/list-page.ts';
import type { CmsBugReportsListQuery } from '../../../gql/graphql.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { BoardStatusLine } from './list/BoardStatusLine.tsx';
import { bugReportColumns, CmsBugReportRowFragment } from './list/bug-report-columns.tsx';
import { DeliveryStateFilter } from './list/DeliveryStateFilter.tsx';
import { BugReportsListQuery, DeleteBugReportsMutation } from './list/list-operations.ts';
import { bugReportsListParams } from './list/list-state.ts';
import { bugReportsCmsMessages } from './messages/index.ts';

const rows = (data: CmsBugReportsListQuery) => listPage(data.bugReports, CmsBugReportRowFragment);

function BugReportsPage() {
  const intl = useIntl();
  const list = useCmsList(bugReportsListParams, { query: BugReportsListQuery, rows });
  const columns = useMemo(() => bugReportColumns(intl), [intl]);
  const remove = useCmsDelete({
    mutation: DeleteBugReportsMutation,
    refetch: list.refetch,
    deleted: {
      title: 'bugReportsCms.list.deleted.title',
      message: 'bugReportsCms.list.deleted.message',
    },
  });

  return (
    <CmsListPage
      titleId="bugReportsCms.list.title"
      introId="bugReportsCms.list.intro"
      list={list}
      texts={cmsListTexts(intl, 'bugReportsCms.list', 'bugReportsCms.list.clearFilters')}
      columns={columns}
      rowName={(row) => row.title}
      before={<BoardStatusLine />}
      filters={
        <DeliveryStateFilter
          chosen={list.value.state}
          onChange={(chosen) => list.update({ state: chosen })}
        />
      }
      remove={remove}
    />
  );
}

export default withFeatureMessages([listViewMessages, bugReportsCmsMessages], BugReportsPage);
