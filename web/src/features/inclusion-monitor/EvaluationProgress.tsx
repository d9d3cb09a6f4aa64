// One evaluation on the monitor: included so far against the target (n/N, %), the pace verdict,
// when inclusion was last reported, the cumulative chart (with its table) and the centers. Its id
// (monitor-anchor.ts) is where the evaluation's own page links to.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { CentersTable } from './CentersTable.tsx';
import { InclusionChart } from './InclusionChart.tsx';
import { InclusionFigures } from './InclusionFigures.tsx';
import { monitorEntryId } from './monitor-anchor.ts';
import { PaceBadge } from './PaceBadge.tsx';
import { formatMonth } from './progress.ts';

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
  const headingId = `monitor-evaluation-${item.evaluation.id}`;
  const { projection } = item;

  return (
    <article
      id={monitorEntryId(item.evaluation.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      // Clear of the sticky header (one row on a phone, two from 960 px) when a link lands here.
      className="scroll-mt-24 space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6 min-[960px]:scroll-mt-36"
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

      <InclusionFigures
        included={item.includedSoFar}
        target={item.target}
        title={item.evaluation.title}
      />

      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">
            <FormattedMessage id="monitor.lastReported" />:{' '}
          </dt>
          <dd className="inline">
            {item.lastReportedMonth ? (
              formatMonth(intl, item.lastReportedMonth)
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
