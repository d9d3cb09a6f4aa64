// The dashboard's evaluations for the role: a researcher's own evaluations (those whose people
// include them), or the most recently changed ones for editors and admins; each links to its editor.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import { DASHBOARD_EVALUATIONS, DashboardEvaluationsQuery } from './dashboard-operations.ts';

const link = 'font-semibold text-brand-primary-dark underline hover:no-underline';

export function EvaluationsSummary({ recent }: { recent: boolean }) {
  const intl = useIntl();
  const query = useQuery(DashboardEvaluationsQuery, {
    variables: recent
      ? { sort: [{ field: 'UPDATED_AT', direction: 'DESC' }], limit: DASHBOARD_EVALUATIONS }
      : { filter: { mine: true }, sort: [{ field: 'TITLE' }], limit: DASHBOARD_EVALUATIONS },
    fetchPolicy: 'cache-and-network',
  });
  const evaluations = query.data?.evaluations.data;

  let content: React.ReactNode;
  if (!evaluations && query.error)
    content = <LoadingProblem onRetry={() => void query.refetch()} />;
  else if (!evaluations)
    content = (
      <Skeleton className="space-y-3">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <SkeletonBlock key={index} className="h-12 w-full" />
        ))}
      </Skeleton>
    );
  else if (evaluations.length === 0)
    content = (
      <EmptyState>
        {intl.formatMessage({
          id: recent ? 'dashboard.evaluations.recentEmpty' : 'dashboard.evaluations.mineEmpty',
        })}
      </EmptyState>
    );
  else
    content = (
      <ul className="divide-y divide-gray-200" data-testid="dashboard-evaluations">
        {evaluations.map((evaluation) => (
          <li key={evaluation.id} className="py-2">
            <Link to={`/cms/evaluations/${evaluation.id}`} className={link}>
              {evaluation.title}
            </Link>
            <p className="text-sm text-ink-muted">
              {intl.formatMessage(
                { id: 'dashboard.evaluations.updated' },
                { date: intl.formatDate(evaluation.updatedAt, { dateStyle: 'medium' }) },
              )}
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <DashboardCard
      headingId="evaluations-title"
      title={intl.formatMessage({
        id: recent ? 'dashboard.evaluations.recentTitle' : 'dashboard.evaluations.mineTitle',
      })}
    >
      {content}
      <p>
        <Link to="/cms/evaluations" className={link}>
          {intl.formatMessage({ id: 'dashboard.evaluations.all' })}
        </Link>
      </p>
    </DashboardCard>
  );
}
