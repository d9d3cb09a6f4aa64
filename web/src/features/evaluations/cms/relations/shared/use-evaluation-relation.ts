// A relation tab's query and writes named by the evaluation (`{ id }` for the query,
// `{ evaluationId }` for the writes): the kit's useRelation for this owner.
import type { TypedDocumentNode } from '@apollo/client';
import { useRelation } from '../../../../../components/cms/relations/use-relation.ts';
import type { RelationWrites } from '../../../../../components/cms/relations/use-relation-writes.ts';

export function useEvaluationRelation<TData, W extends RelationWrites<{ evaluationId: string }>>(
  query: TypedDocumentNode<TData, { id: string }>,
  evaluationId: string,
  writes: W,
) {
  return useRelation(query, { id: evaluationId }, { evaluationId }, writes);
}
