// The monitor's data, in one place: the answer the gateway embedded in the page's HTML when there
// is one (the first render then has its figures without a request), else the query through Apollo.
import { useQuery } from '@apollo/client/react';
import { useEmbeddedAnswer } from '../../api/use-embedded-answer.ts';
import { InclusionMonitorQuery } from './monitor-query.ts';

/** The query has no variables: the embedded answer is the one asked with none. */
const NO_VARIABLES = {};

export function useMonitorData() {
  const embedded = useEmbeddedAnswer(InclusionMonitorQuery, NO_VARIABLES);
  const query = useQuery(InclusionMonitorQuery, { skip: embedded.data !== undefined });
  return {
    data: embedded.data ?? query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
