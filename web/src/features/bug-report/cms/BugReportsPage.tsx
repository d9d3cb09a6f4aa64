// The bug-report list (/cms/bug-reports, admin only); lazy-loaded as the screen group
// "bug-reports". Search, delivery states, sort, page and per-page live in the URL
// (list/list-state.ts). Admins open a report's detail and delete several at once; above the list,
// whether the project board can take reports (list/BoardStatusLine.tsx).

import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { searchTexts } from '../../../components/list/search-texts.ts';
import { useUrlState } from '../../../components/list/use-url-state.ts';
import { ListView } from '../../../components/list-view/ListView.tsx';
import { listViewMessages } from '../../../components/list-view/messages/index.ts';
import { sortValue } from '../../../components/list-view/sort-state.ts';
import { useBulkDelete } from '../../../components/list-view/use-bulk-delete.ts';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { BoardStatusLine } from './list/BoardStatusLine.tsx';
import { bugReportColumns, toRow } from './list/bug-report-columns.tsx';
import { DeliveryStateFilter } from './list/DeliveryStateFilter.tsx';
import { BugReportsListQuery, DeleteBugReportsMutation } from './list/list-operations.ts';
import {
  bugReportsListSchema,
  clearedFilters,
  currentSort,
  PER_PAGE_CHOICES,
  toFilter,
  toSort,
} from './list/list-state.ts';
import { bugReportsCmsMessages } from './messages/index.ts';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker';

function BugReportsPage() {
  const intl = useIntl();
  const { value: state, update, hrefFor } = useUrlState(bugReportsListSchema);
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);

  const list = useQuery(BugReportsListQuery, {
    variables: { filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const answer = useDeferredValue((list.data ?? list.previousData)?.bugReports);
  const page = useMemo(
    () => answer && { data: answer.data.map(toRow), pageInfo: answer.pageInfo },
    [answer],
  );
  const columns = useMemo(() => bugReportColumns(intl), [intl]);
  const { refetch } = list;
  const deleteReports = useBulkDelete(
    DeleteBugReportsMutation,
    useCallback(() => refetch(), [refetch]),
    { title: 'bugReportsCms.list.deleted.title', message: 'bugReportsCms.list.deleted.message' },
  );

  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );
  const filtered = state.state.length > 0 || state.q !== '';

  return (
    <ScreenPage
      titleId="bugReportsCms.list.title"
      introId="bugReportsCms.list.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <BoardStatusLine />
      <ListView
        caption={intl.formatMessage({ id: 'bugReportsCms.list.caption' })}
        columns={columns}
        rowName={(row) => row.title}
        page={page}
        loading={list.loading}
        failed={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        sort={currentSort(state)}
        onSortChange={(next) => update({ sort: sortValue(next) })}
        search={{
          value: state.q,
          onSearch,
          texts: searchTexts(intl, 'bugReportsCms.list'),
        }}
        filtersBesideFrom="2xl"
        filters={
          <DeliveryStateFilter
            chosen={state.state}
            onChange={(chosen) => update({ state: chosen })}
          />
        }
        onDelete={deleteReports}
        perPage={state.limit}
        perPageChoices={PER_PAGE_CHOICES}
        hrefForPage={(target) => hrefFor({ page: target })}
        onPerPageChange={(limit) => update({ limit })}
        emptyText={intl.formatMessage({ id: 'bugReportsCms.list.empty' })}
        emptyAction={
          filtered ? (
            <button type="button" className={buttonClass} onClick={() => update(clearedFilters)}>
              {intl.formatMessage({ id: 'bugReportsCms.list.clearFilters' })}
            </button>
          ) : undefined
        }
      />
    </ScreenPage>
  );
}

export default withFeatureMessages([listViewMessages, bugReportsCmsMessages], BugReportsPage);
