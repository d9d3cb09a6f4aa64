// A tab's own query: the evaluation's relation, refreshed from the server each time the tab opens.
// Until there is data a skeleton of the list holds its place; a failure with nothing to show gives
// the spec's loading problem with a retry.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LoadingProblem } from '../status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../status/Skeleton.tsx';

/** `variables` are the query's others besides the owner's id (an organisation's `kind`). */
export function useRelationQuery<
  TData,
  TVariables extends { id: string | number } = { id: string },
>(
  query: TypedDocumentNode<TData, TVariables>,
  evaluationId: string,
  variables?: Omit<TVariables, 'id'>,
) {
  const result = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables: { ...variables, id: evaluationId },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data as TData | undefined;
  let fallback: React.ReactNode = null;
  if (result.error && !data) fallback = <LoadingProblem onRetry={() => void result.refetch()} />;
  else if (!data) fallback = <ListSkeleton />;
  return { data, fallback };
}

/** What a mutation that adds or removes an item refetches: the tab's query, before it resolves. */
export function refetchOf<TVariables extends { id: string | number } = { id: string }>(
  query: TypedDocumentNode<unknown, TVariables>,
  evaluationId: string,
  variables?: Omit<TVariables, 'id'>,
) {
  return {
    refetchQueries: [{ query, variables: { ...variables, id: evaluationId } }],
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
