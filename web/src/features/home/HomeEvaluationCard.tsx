// One of the newest evaluations on the home page: its title (a link to its page), start day and
// short description, in a card of fixed height so the skeleton before it reserves the same space.
import { FormattedDate, FormattedMessage } from 'react-intl';
import { CardTitleLink } from '../../components/content/card-parts.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { EVALUATION_CARD_HEIGHT } from './HomeSections.tsx';

export const HomeEvaluationCardFragment = graphql(`
  fragment HomeEvaluationCard_evaluation on Evaluation {
    id
    title
    url
    startsAt
    descriptionShort
  }
`);

export function HomeEvaluationCard(props: {
  evaluation: FragmentType<typeof HomeEvaluationCardFragment>;
}) {
  const evaluation = getFragmentData(HomeEvaluationCardFragment, props.evaluation);
  return (
    <article
      className={`${EVALUATION_CARD_HEIGHT} overflow-hidden rounded-lg border border-gray-200 bg-white p-4 shadow-sm`}
    >
      <h3 className="line-clamp-2 font-semibold leading-snug">
        <CardTitleLink to={evaluation.url}>{evaluation.title}</CardTitleLink>
      </h3>
      {evaluation.startsAt && (
        <p className="mt-1 text-sm text-ink-muted">
          <FormattedMessage
            id="home.latest.startsAt"
            values={{
              date: (
                <FormattedDate
                  value={`${evaluation.startsAt}T12:00:00`}
                  day="numeric"
                  month="long"
                  year="numeric"
                />
              ),
            }}
          />
        </p>
      )}
      {evaluation.descriptionShort && (
        <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{evaluation.descriptionShort}</p>
      )}
    </article>
  );
}
