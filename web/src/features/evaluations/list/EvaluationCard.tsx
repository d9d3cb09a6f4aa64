// One evaluation in the list: title linking to its page, phase (and status for staff), short
// description, dates, logo and specializations.
import { useIntl } from 'react-intl';
import { CardTitleLink, RecordLogo } from '../../../components/content/card-parts.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { formatDay } from '../dates.ts';
import { PhaseStatusLabels } from '../PhaseStatusLabels.tsx';

export const EvaluationCardFragment = graphql(`
  fragment EvaluationCard_evaluation on Evaluation {
    id
    title
    url
    phase
    status
    descriptionShort
    startsAt
    endsAt
    adjustedEndsAt
    logo {
      id
      url
    }
    specializations {
      id
      title
    }
  }
`);

export function EvaluationCard(props: {
  evaluation: FragmentType<typeof EvaluationCardFragment>;
  showStatus: boolean;
}) {
  const evaluation = getFragmentData(EvaluationCardFragment, props.evaluation);
  const intl = useIntl();
  const end = evaluation.adjustedEndsAt ?? evaluation.endsAt;
  const start = evaluation.startsAt;
  return (
    <article className="flex gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="min-w-0 flex-1 space-y-3">
        <h3 className="text-lg font-semibold leading-snug">
          <CardTitleLink to={evaluation.url}>{evaluation.title}</CardTitleLink>
        </h3>
        <PhaseStatusLabels
          phase={evaluation.phase}
          status={evaluation.status}
          showStatus={props.showStatus}
        />
        {evaluation.descriptionShort && (
          <p className="line-clamp-3 text-ink-muted">{evaluation.descriptionShort}</p>
        )}
        {start && (
          <p className="text-sm text-ink-muted">
            {end
              ? intl.formatMessage(
                  { id: 'evaluations.card.dates' },
                  { start: formatDay(intl, start), end: formatDay(intl, end) },
                )
              : intl.formatMessage(
                  { id: 'evaluations.card.startsAt' },
                  { date: formatDay(intl, start) },
                )}
          </p>
        )}
        {evaluation.specializations.length > 0 && (
          <ul
            aria-label={intl.formatMessage({ id: 'evaluations.card.specializations' })}
            className="flex flex-wrap gap-1.5"
          >
            {evaluation.specializations.map((specialization) => (
              <li
                key={specialization.id}
                className="rounded bg-surface-muted px-2 py-0.5 text-sm text-ink-muted"
              >
                {specialization.title}
              </li>
            ))}
          </ul>
        )}
      </div>
      {evaluation.logo && (
        <RecordLogo
          url={evaluation.logo.url}
          alt={intl.formatMessage({ id: 'evaluations.card.logo' }, { title: evaluation.title })}
          width={80}
          height={80}
          className="hidden h-20 w-20 shrink-0 sm:block"
        />
      )}
    </article>
  );
}
