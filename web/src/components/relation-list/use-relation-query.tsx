// A tab's own query: the evaluation's relation, refreshed from the server each time the tab opens.
// Until there is data a skeleton of the list holds its place; a failure with nothing to show gives
// the spec's loading problem with a retry.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LoadingProblem } from '../status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../status/Skeleton.tsx';

export function useRelationQuery<TData>(
  query: TypedDocumentNode<TData, { id: string }>,
  evaluationId: string,
) {
  const result = useQuery(query, {
    variables: { id: evaluationId },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data as TData | undefined;
  let fallback: React.ReactNode = null;
  if (result.error && !data) fallback = <LoadingProblem onRetry={() => void result.refetch()} />;
  else if (!data) fallback = <ListSkeleton />;
  return { data, fallback };
}

/** What a mutation that adds or removes an item refetches: the tab's query, before it resolves. */
export function refetchOf(query: TypedDocumentNode<unknown, { id: string }>, evaluationId: string) {
  return {
    refetchQueries: [{ query, variables: { id: evaluationId } }],
    awaitRefetchQueries: true,
  };
}

function ListSkeleton() {
  return (
    <Skeleton className="space-y-3">
      <SkeletonBlock className="h-8 w-48" />
      <SkeletonBlock className="h-20 w-full" />
      <SkeletonBlock className="h-20 w-full" />
    </Skeleton>
  );
}
