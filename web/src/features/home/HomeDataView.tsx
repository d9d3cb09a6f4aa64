// The home page's data sections for one answer of the home query, from Apollo (HomeData) or from
// the answer the gateway embedded in the page (HomePage's first render).
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import type { HomePageQuery as HomePageAnswer } from '../../gql/graphql.ts';
import { HomeEvaluationCard } from './HomeEvaluationCard.tsx';
import { HomeNewsItem } from './HomeNewsItem.tsx';
import { HomeSections, latestListClass, newsListClass } from './HomeSections.tsx';

export type { HomePageAnswer };

export function HomeDataView({ data }: { data: HomePageAnswer }) {
  return (
    <HomeSections
      counts={{
        evaluations: data.evaluationCount.pageInfo.total,
        associations: data.associationCount.pageInfo.total,
        programs: data.programCount.pageInfo.total,
        trialBureaus: data.trialBureauCount.pageInfo.total,
        monitor: data.monitorCount.pageInfo.total,
      }}
      latest={
        data.latestEvaluations.data.length > 0 ? (
          <ul className={latestListClass}>
            {data.latestEvaluations.data.map((evaluation) => (
              <li key={evaluation.id}>
                <HomeEvaluationCard evaluation={evaluation} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>
            <FormattedMessage id="home.latest.empty" />
          </EmptyState>
        )
      }
      news={
        data.news.data.length > 0 ? (
          <ul className={newsListClass}>
            {data.news.data.map((post) => (
              <li key={post.id}>
                <HomeNewsItem post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>
            <FormattedMessage id="home.news.empty" />
          </EmptyState>
        )
      }
    />
  );
}
