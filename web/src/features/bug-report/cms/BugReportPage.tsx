// A bug report's page (/cms/bug-reports/{id}, admin only); lazy-loaded as the screen group
// "bug-reports". One request for every section: the report, its delivery to the project board
// (with "Opnieuw versturen"), the screenshot, the errors, the browser, local storage and the
// action log; delete after confirmation. An unknown id is "not found".
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../../components/status/LoadingProblem.tsx';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { NotFoundPage } from '../../not-found/index.ts';
import { ActionLogSection } from './detail/ActionLogSection.tsx';
import { BugReportSkeleton } from './detail/BugReportSkeleton.tsx';
import { DeliverySection } from './detail/DeliverySection.tsx';
import { BugReportDetailQuery } from './detail/detail-operations.ts';
import { EnvironmentSection } from './detail/EnvironmentSection.tsx';
import { ReportSection } from './detail/ReportSection.tsx';
import { ScreenshotSection } from './detail/ScreenshotSection.tsx';
import { StackSection } from './detail/StackSection.tsx';
import { useDeleteBugReport } from './detail/use-delete-bug-report.ts';
import { useRetryDelivery } from './detail/use-retry-delivery.ts';
import { bugReportsCmsMessages } from './messages/index.ts';

/** An id the gateway refuses as malformed is as unknown as a missing one. */
const isRefusedId = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) =>
    ['BAD_USER_INPUT', 'NOT_FOUND'].includes(String(entry.extensions?.code)),
  );

const trail = [
  { labelId: 'nav.dashboard' as const, to: '/cms' },
  { labelId: 'bugReportsCms.list.title' as const, to: '/cms/bug-reports' },
];

function BugReportView({ id }: { id: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(BugReportDetailQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.bugReport;
  const refetchReport = useCallback(() => refetch(), [refetch]);
  const { retryDelivery, retrying, outcome } = useRetryDelivery(id, refetchReport);
  const { deleteReport, deleting } = useDeleteBugReport({ id, title: report?.title ?? '' });

  if (error && !data) {
    if (isRefusedId(error)) return <NotFoundPage />;
    return <LoadingProblem onRetry={() => void refetch()} />;
  }
  if (!data) return <BugReportSkeleton />;
  if (!report) return <NotFoundPage />;

  return (
    <ScreenPage title={report.title} trail={trail}>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/cms/bug-reports"
          className="inline-flex min-h-11 items-center font-semibold text-brand-primary-dark underline hover:no-underline"
        >
          {intl.formatMessage({ id: 'bugReportsCms.detail.back' })}
        </Link>
        <button
          type="button"
          onClick={() => void deleteReport()}
          disabled={deleting}
          className="ml-auto min-h-11 rounded-md border border-brand-secondary-dark bg-white px-4 font-semibold text-brand-secondary-dark hover:bg-orange-50 disabled:cursor-not-allowed"
        >
          {intl.formatMessage({ id: 'bugReportsCms.detail.delete' })}
        </button>
      </div>
      <div className="space-y-10">
        <ReportSection report={report} />
        <DeliverySection
          report={report}
          onRetry={() => void retryDelivery()}
          retrying={retrying}
          outcome={outcome}
        />
        <ScreenshotSection report={report} />
        <StackSection report={report} />
        <EnvironmentSection report={report} />
        <ActionLogSection report={report} />
      </div>
    </ScreenPage>
  );
}

function BugReportPage() {
  const id = useParams().id ?? '';
  return <BugReportView key={id} id={id} />;
}

export default withFeatureMessages(bugReportsCmsMessages, BugReportPage);
