// How inclusion is going, for an evaluation on the inclusion monitor: its category, the monitor's
// pace verdict, included so far against the target (worded and drawn as on the monitor), when
// figures were last reported, and a link to its entry on the monitor. Nothing for an evaluation
// that is not on the monitor. The monitor's small parts only (badge, figures, anchor): its charts
// stay in the monitor's chunk.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import {
  formatMonth,
  InclusionFigures,
  monitorEntryHref,
  PaceBadge,
} from '../../inclusion-monitor/index.ts';

export const EvaluationInclusionFragment = graphql(`
  fragment EvaluationInclusion_evaluation on Evaluation {
    id
    title
    gradation {
      id
      title
    }
    inclusion {
      target
      includedSoFar
      lastReportedMonth
      projection {
        pace
      }
    }
  }
`);

export function EvaluationInclusion(props: {
  evaluation: FragmentType<typeof EvaluationInclusionFragment>;
}) {
  const intl = useIntl();
  const evaluation = getFragmentData(EvaluationInclusionFragment, props.evaluation);
  const { inclusion } = evaluation;
  if (!inclusion) return null;
  const headingId = `evaluation-inclusion-${evaluation.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4"
      data-testid="evaluation-inclusion"
    >
      <h2 id={headingId} className="text-xl font-semibold text-brand-primary-dark">
        {intl.formatMessage({ id: 'evaluations.detail.inclusion' })}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <p className="rounded-full border border-gray-300 px-3 py-1 text-sm font-semibold">
          {evaluation.gradation?.title ?? intl.formatMessage({ id: 'monitor.category.none' })}
        </p>
        <PaceBadge pace={inclusion.projection.pace} />
      </div>
      <InclusionFigures
        included={inclusion.includedSoFar}
        target={inclusion.target}
        title={evaluation.title}
      />
      <p className="text-sm text-ink-muted">
        {inclusion.lastReportedMonth
          ? intl.formatMessage(
              { id: 'evaluations.detail.inclusion.lastReported' },
              { month: formatMonth(intl, inclusion.lastReportedMonth) },
            )
          : intl.formatMessage({ id: 'evaluations.detail.inclusion.neverReported' })}
      </p>
      <Link
        to={monitorEntryHref(evaluation.id)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker"
      >
        {intl.formatMessage({ id: 'evaluations.detail.inclusion.monitorLink' })}
      </Link>
    </section>
  );
}
