// The organisation's evaluations (visitors: published ones), paged in the browser: the API sends
// them all with the organisation, and a long list is shown a page at a time.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';

export const OrganisationEvaluationFragment = graphql(`
  fragment OrganisationEvaluation_evaluation on Evaluation {
    id
    title
    url
    descriptionShort
  }
`);

export const EVALUATIONS_PER_PAGE = 10;

export function EvaluationsSection(props: {
  evaluations: readonly FragmentType<typeof OrganisationEvaluationFragment>[];
}) {
  const intl = useIntl();
  const evaluations = getFragmentData(OrganisationEvaluationFragment, props.evaluations);
  const [shown, setShown] = useState(EVALUATIONS_PER_PAGE);
  return (
    <DetailSection title={intl.formatMessage({ id: 'organisations.evaluations.title' })}>
      {evaluations.length === 0 ? (
        <p className="text-ink-muted">
          {intl.formatMessage({ id: 'organisations.evaluations.empty' })}
        </p>
      ) : (
        <>
          <p>
            {intl.formatMessage(
              { id: 'organisations.evaluations.count' },
              { count: evaluations.length },
            )}
          </p>
          <ul className="space-y-3">
            {evaluations.slice(0, shown).map((evaluation) => (
              <li key={evaluation.id} className="rounded-md border border-gray-200 bg-white p-3">
                <Link
                  to={evaluation.url}
                  className="font-semibold text-brand-primary-dark underline"
                >
                  {evaluation.title}
                </Link>
                {evaluation.descriptionShort && (
                  <p className="mt-1 line-clamp-2 text-ink-muted">{evaluation.descriptionShort}</p>
                )}
              </li>
            ))}
          </ul>
          {shown < evaluations.length && (
            <button
              type="button"
              onClick={() => setShown((count) => count + EVALUATIONS_PER_PAGE)}
              className="min-h-11 rounded-md border border-brand-primary-dark px-4 font-semibold text-brand-primary-dark hover:bg-surface-muted"
            >
              {intl.formatMessage(
                { id: 'organisations.evaluations.more' },
                { count: Math.min(EVALUATIONS_PER_PAGE, evaluations.length - shown) },
              )}
            </button>
          )}
        </>
      )}
    </DetailSection>
  );
}
