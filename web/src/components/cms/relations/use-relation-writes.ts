// The add, update and remove writes of a relation's items, for any owner: each write takes the
// owner's variables (`{ evaluationId }`, `{ kind, ownerId }`). Add and update are quiet (the form
// or dialog shows refusals), remove's failure opens the app's error dialog; add and remove fetch
// the tab's query again, and an update does too when the tab asks (`refetchOnUpdate`), else the
// cached record changes by its id.
import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { quiet } from './use-relation-submit.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers are refetched or cached, not read here
type Write<V> = TypedDocumentNode<any, V>;
// biome-ignore lint/suspicious/noExplicitAny: only the variables are read
type VariablesOf<W> = W extends TypedDocumentNode<any, infer V> ? V : never;
type InputOf<W> = VariablesOf<W> extends { input: infer I } ? I : never;

/** A relation's three mutations, each taking the owner's variables `O`. */
export interface RelationWrites<O> {
  // biome-ignore lint/suspicious/noExplicitAny: each relation has its own input
  add: Write<O & { input: any }>;
  // biome-ignore lint/suspicious/noExplicitAny: each relation has its own input
  update: Write<O & { id: string; input: any }>;
  remove: Write<O & { id: string }>;
}

/** What a write fetches again (`refetchOf` of the tab's query). */
export interface Refetch {
  refetchQueries: { query: DocumentNode; variables: Record<string, unknown> }[];
  awaitRefetchQueries: boolean;
}

/** The mutations as useMutation takes them: their variables are checked by `RelationWrites<O>`. */
const asMutation = (write: DocumentNode) => write as TypedDocumentNode<unknown, OperationVariables>;

export function useRelationWrites<O extends object, W extends RelationWrites<O>>(
  owner: O,
  writes: W,
  refetch: Refetch,
  { refetchOnUpdate = false } = {},
) {
  const [addMutation] = useMutation(asMutation(writes.add), { ...refetch, ...quiet });
  const [updateMutation] = useMutation(
    asMutation(writes.update),
    refetchOnUpdate ? { ...refetch, ...quiet } : quiet,
  );
  const [removeMutation] = useMutation(asMutation(writes.remove), refetch);
  return {
    add: (input: InputOf<W['add']>) => addMutation({ variables: { ...owner, input } }),
    update: (id: string, input: InputOf<W['update']>) =>
      updateMutation({ variables: { ...owner, id, input } }),
    remove: (id: string) => removeMutation({ variables: { ...owner, id } }),
  };
}
