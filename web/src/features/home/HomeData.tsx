// The home page's data sections filled from one GraphQL request; a chunk of its own, so the data
// code (the query and its fragments) stays out of the first load.

import { useState } from 'react';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { HomeDataView } from './HomeDataView.tsx';
import { HomeSections } from './HomeSections.tsx';
import { HomePageQuery } from './home-query.ts';

export default function HomeData() {
  // Signed-in staff may read posts not yet published; the home page shows only published news.
  // To the minute, so visitors within a minute ask the same question (and share its cached answer).
  const [now] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  const { data, error, refetch } = usePublicQuery(HomePageQuery, { variables: { now } });

  if (!data) {
    return (
      <HomeSections
        counts={error ? null : undefined}
        onRetry={error ? () => void refetch() : undefined}
      />
    );
  }
  return <HomeDataView data={data} />;
}
