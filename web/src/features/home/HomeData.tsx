// The home page's data sections filled from one GraphQL request; a chunk of its own, so the data
// code (the query, its fragments, Apollo's hook) stays out of the first load.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { HomeEvaluationCard } from './HomeEvaluationCard.tsx';
import { HomeNewsItem } from './HomeNewsItem.tsx';
import { HomeSections, latestListClass, newsListClass } from './HomeSections.tsx';
import { HomePageQuery } from './home-query.ts';

export default function HomeData() {
  // Signed-in staff may read posts not yet published; the home page shows only published news.
  const [postsUpTo] = useState(() => new Date().toISOString());
  const { data, error, refetch } = useQuery(HomePageQuery, { variables: { postsUpTo } });

  if (!data) {
    return (
      <HomeSections
        counts={error ? null : undefined}
        onRetry={error ? () => void refetch() : undefined}
      />
    );
  }
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
