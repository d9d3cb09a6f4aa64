// The evaluation's key facts beside its content: phase and status labels, dates (an adjusted end
// date with the original one noted), agencies and the trial register reference.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RecordLogo } from '../../../components/content/card-parts.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { MessageKey } from '../../../i18n/messages.ts';
import { formatDay } from '../dates.ts';
import { PhaseStatusLabels } from '../PhaseStatusLabels.tsx';
import { trialRegisterUrl } from './evaluation-key.ts';

export const EvaluationFactsFragment = graphql(`
  fragment EvaluationFacts_evaluation on Evaluation {
    title
    phase
    status
    studyTitle
    startsAt
    endsAt
    adjustedEndsAt
    firstInclusionAt
    lastInclusionAt
    sponsor
    researchAgency
    trialRegister
    logo {
      id
      url
    }
  }
`);

export function EvaluationFacts(props: {
  evaluation: FragmentType<typeof EvaluationFactsFragment>;
  showStatus: boolean;
}) {
  const evaluation = getFragmentData(EvaluationFactsFragment, props.evaluation);
  const intl = useIntl();
  const day = (value: string | null | undefined) => (value ? formatDay(intl, value) : null);
  const rows: [string, ReactNode][] = [];
  const add = (id: MessageKey, value: ReactNode) => {
    if (value) rows.push([intl.formatMessage({ id }), value]);
  };
  add('evaluations.detail.studyTitle', evaluation.studyTitle);
  add('evaluations.detail.startsAt', day(evaluation.startsAt));
  if (evaluation.adjustedEndsAt) {
    add(
      'evaluations.detail.adjustedEndsAt',
      <>
        {day(evaluation.adjustedEndsAt)}
        {evaluation.endsAt && (
          <span className="block text-sm text-ink-muted">
            <del>{day(evaluation.endsAt)}</del>{' '}
            <span className="sr-only">
              {intl.formatMessage(
                { id: 'evaluations.detail.originalEndsAt' },
                { date: day(evaluation.endsAt) },
              )}
            </span>
          </span>
        )}
      </>,
    );
  } else add('evaluations.detail.endsAt', day(evaluation.endsAt));
  add('evaluations.detail.firstInclusionAt', day(evaluation.firstInclusionAt));
  add('evaluations.detail.lastInclusionAt', day(evaluation.lastInclusionAt));
  add('evaluations.detail.sponsor', evaluation.sponsor);
  add('evaluations.detail.researchAgency', evaluation.researchAgency);
  if (evaluation.trialRegister) {
    const href = trialRegisterUrl(evaluation.trialRegister);
    add(
      'evaluations.detail.trialRegister',
      href ? (
        <a
          href={href}
          rel="noopener noreferrer"
          target="_blank"
          className="font-semibold text-brand-primary-dark underline"
        >
          {evaluation.trialRegister}
        </a>
      ) : (
        evaluation.trialRegister
      ),
    );
  }

  return (
    <div className="space-y-4 rounded-lg border border-gray-200 bg-surface-muted p-4">
      {evaluation.logo && (
        <RecordLogo
          url={evaluation.logo.url}
          alt={intl.formatMessage({ id: 'evaluations.card.logo' }, { title: evaluation.title })}
          width={160}
          height={96}
          className="h-24 w-40 bg-white p-2"
          lazy={false}
        />
      )}
      <PhaseStatusLabels
        phase={evaluation.phase}
        status={evaluation.status}
        showStatus={props.showStatus}
      />
      <h2 className="sr-only">{intl.formatMessage({ id: 'evaluations.detail.facts' })}</h2>
      <dl className="space-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
