// The add and update mutations of a relation list: quiet (the form shows refusals), and an added
// item refetches the tab's query so the list shows it in its place. An update changes the cached
// item by its id.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchOf } from '../../../../../components/cms/relations/use-relation-query.tsx';
import { quiet } from '../../../../../components/cms/relations/use-relation-submit.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers differ per relation and are not read here
type Mutation<V> = TypedDocumentNode<any, V>;

export function useAddOrUpdate<AddInput, UpdateInput>(
  evaluationId: string,
  query: TypedDocumentNode<unknown, { id: string }>,
  addDocument: Mutation<{ evaluationId: string; input: AddInput }>,
  updateDocument: Mutation<{ evaluationId: string; id: string; input: UpdateInput }>,
) {
  const [addMutation] = useMutation(addDocument, {
    ...refetchOf(query, { id: evaluationId }),
    ...quiet,
  });
  const [updateMutation] = useMutation(updateDocument, quiet);
  const add = useCallback(
    (input: AddInput) => addMutation({ variables: { evaluationId, input } }),
    [addMutation, evaluationId],
  );
  const update = useCallback(
    (id: string, input: UpdateInput) => updateMutation({ variables: { evaluationId, id, input } }),
    [updateMutation, evaluationId],
  );
  return { add, update };
}
