// A relation tab's data and writes in one: the owner's query (useRelationQuery) and the add,
// update and remove of its items (useRelationWrites), which fetch that query again.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { refetchOf, useRelationQuery } from './use-relation-query.tsx';
import { type RelationWrites, useRelationWrites } from './use-relation-writes.ts';

export function useRelation<
  TData,
  TVariables extends OperationVariables,
  O extends object,
  W extends RelationWrites<O>,
>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  owner: O,
  writes: W,
  options?: { refetchOnUpdate?: boolean },
) {
  const { data, fallback } = useRelationQuery(query, variables);
  const writers = useRelationWrites(owner, writes, refetchOf(query, variables), options);
  return { data, fallback, writers };
}
