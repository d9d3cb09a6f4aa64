// The add, update and remove writes of what an organisation owns (documents, downloads, events,
// posts): each takes the organisation's kind and id. Add and update are quiet (the form or dialog
// shows refusals), remove's failure the app's error dialog; add and remove fetch the tab's query
// again, and an update does too when the tab asks (`refetchOnUpdate`), else the cached record
// changes by its id.
import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { quiet } from '../../../components/relation-list/use-relation-submit.ts';

type Owner<K> = { kind: K; ownerId: string };
// biome-ignore lint/suspicious/noExplicitAny: the answers are refetched or cached, not read here
type Write<V> = TypedDocumentNode<any, V>;

/** What a write fetches again (`refetchOf` of the tab's query). */
interface Refetch {
  refetchQueries: { query: DocumentNode; variables: Record<string, unknown> }[];
  awaitRefetchQueries: boolean;
}

export interface OwnerWrites<K, A, U> {
  add: Write<Owner<K> & { input: A }>;
  update: Write<Owner<K> & { id: string; input: U }>;
  remove: Write<Owner<K> & { id: string }>;
}

export function useOwnerWrites<K extends string, A, U>(
  kind: K,
  ownerId: string,
  writes: OwnerWrites<K, A, U>,
  refetch: Refetch,
  { refetchOnUpdate = false } = {},
) {
  const [addMutation] = useMutation(writes.add, { ...refetch, ...quiet });
  const [updateMutation] = useMutation(
    writes.update,
    refetchOnUpdate ? { ...refetch, ...quiet } : quiet,
  );
  const [removeMutation] = useMutation(writes.remove, refetch);
  const add = useCallback(
    (input: A) => addMutation({ variables: { kind, ownerId, input } as Owner<K> & { input: A } }),
    [addMutation, kind, ownerId],
  );
  const update = useCallback(
    (id: string, input: U) =>
      updateMutation({
        variables: { kind, ownerId, id, input } as Owner<K> & { id: string; input: U },
      }),
    [updateMutation, kind, ownerId],
  );
  const remove = useCallback(
    (id: string) =>
      removeMutation({ variables: { kind, ownerId, id } as Owner<K> & { id: string } }),
    [removeMutation, kind, ownerId],
  );
  return { add, update, remove };
}
