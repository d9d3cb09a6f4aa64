// One evaluation on the monitor: included so far against the target (n/N, %), the pace verdict,
// when inclusion was last reported, the cumulative chart (with its table) and the centers.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { CentersTable } from './CentersTable.tsx';
import { InclusionChart } from './InclusionChart.tsx';
import { PaceBadge } from './PaceBadge.tsx';
import { percentOf } from './progress.ts';

export const InclusionMonitorEvaluationCard = graphql(`
  fragment InclusionMonitorEvaluationCard on InclusionMonitorEvaluation {
    evaluation {
      id
      title
      url
    }
    target
    includedSoFar
    lastReportedMonth
    series {
      month
      included
      cumulative
    }
    centers {
      center {
        id
        title
        type
      }
      included
    }
    projection {
      pace
      endsAt
      monthlyRate
      projectedTotal
    }
  }
`);

export function EvaluationProgress({
  item: masked,
}: {
  item: FragmentType<typeof InclusionMonitorEvaluationCard>;
}) {
  const intl = useIntl();
  const item = getFragmentData(InclusionMonitorEvaluationCard, masked);
  const percent = percentOf(item.includedSoFar, item.target);
  const headingId = `monitor-evaluation-${item.evaluation.id}`;
  const { projection } = item;
  const month = (day: string) =>
    intl.formatDate(`${day}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="monitor-evaluation"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold">
          <Link
            to={item.evaluation.url}
            className="text-brand-primary-dark underline-offset-2 hover:underline"
          >
            {item.evaluation.title}
          </Link>
        </h3>
        <PaceBadge pace={projection.pace} />
      </div>

      <div>
        <p className="text-lg" data-testid="monitor-progress">
          <FormattedMessage
            id="monitor.progress"
            values={{
              included: intl.formatNumber(item.includedSoFar),
              target: intl.formatNumber(item.target),
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
          {percent !== null && (
            <span className="text-ink-muted">
              {' '}
              ({intl.formatNumber(percent / 100, { style: 'percent' })})
            </span>
          )}
        </p>
        <div
          role="progressbar"
          aria-label={intl.formatMessage(
            { id: 'monitor.progressLabel' },
            { title: item.evaluation.title },
          )}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent ?? 0)}
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-brand-primary-dark"
            style={{ width: `${Math.min(100, percent ?? 0)}%` }}
          />
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">
            <FormattedMessage id="monitor.lastReported" />:{' '}
          </dt>
          <dd className="inline">
            {item.lastReportedMonth ? (
              month(item.lastReportedMonth)
            ) : (
              <FormattedMessage id="monitor.never" />
            )}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">
            <FormattedMessage id="monitor.endsAt" />:{' '}
          </dt>
          <dd className="inline">
            {projection.endsAt ? (
              intl.formatDate(`${projection.endsAt}T00:00:00Z`, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })
            ) : (
              <FormattedMessage id="monitor.unknown" />
            )}
          </dd>
        </div>
        {projection.monthlyRate !== null && projection.monthlyRate !== undefined && (
          <div>
            <dt className="inline font-semibold">
              <FormattedMessage id="monitor.monthlyRate" />:{' '}
            </dt>
            <dd className="inline">
              {intl.formatNumber(projection.monthlyRate, { maximumFractionDigits: 1 })}
            </dd>
          </div>
        )}
        {projection.projectedTotal !== null && projection.projectedTotal !== undefined && (
          <div>
            <dt className="inline font-semibold">
              <FormattedMessage id="monitor.projectedTotal" />:{' '}
            </dt>
            <dd className="inline">{intl.formatNumber(projection.projectedTotal)}</dd>
          </div>
        )}
      </dl>

      <InclusionChart title={item.evaluation.title} series={item.series} target={item.target} />
      <CentersTable title={item.evaluation.title} centers={item.centers} />
    </article>
  );
}
