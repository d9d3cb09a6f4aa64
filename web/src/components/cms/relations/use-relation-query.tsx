// A tab's own query: the owner's relation, refreshed from the server each time the tab opens.
// Until there is data a skeleton of the list holds its place; a failure with nothing to show gives
// the spec's loading problem with a retry.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LoadingProblem } from '../../status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../status/Skeleton.tsx';
import type { Refetch } from './use-relation-writes.ts';

export function useRelationQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const result = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data as TData | undefined;
  let fallback: React.ReactNode = null;
  if (result.error && !data) fallback = <LoadingProblem onRetry={() => void result.refetch()} />;
  else if (!data) fallback = <ListSkeleton />;
  return { data, fallback };
}

/** What a mutation that adds or removes an item refetches: the tab's query, before it resolves. */
export function refetchOf<TVariables extends OperationVariables>(
  query: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
): Refetch {
  return { refetchQueries: [{ query, variables }], awaitRefetchQueries: true };
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
