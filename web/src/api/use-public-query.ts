// A public screen's query, in the shape of Apollo's `useQuery` (data, previousData, loading,
// error, refetch) over the public reader (public-answers.ts): a held answer renders at once and is
// asked for again (`cache-and-network`, the default), or only when none is held (`cache-first`);
// a fresh answer from the page or the route's prefetch is taken without asking.
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  answerKey,
  loadAnswer,
  readHeldAnswer,
  subscribeHeldAnswer,
  takeFresh,
} from './public-answers.ts';
import type { Variables } from './public-query.ts';

export interface PublicQueryOptions<TVariables> {
  variables?: TVariables;
  /** Asks nothing (and answers nothing) while true. */
  skip?: boolean;
  fetchPolicy?: 'cache-and-network' | 'cache-first';
}

export interface PublicQueryResult<TData> {
  /** The answer for the current variables, if one is held. */
  data: TData | undefined;
  /** The answer shown before the current one (for the previous variables while new ones load). */
  previousData: TData | undefined;
  /** A request for the current variables is on its way (or about to be). */
  loading: boolean;
  /** The last request for the current variables failed. */
  error: Error | undefined;
  /** Asks again (the retry button); resolves with the answer, rejects on failure. */
  refetch: () => Promise<TData | undefined>;
}

const EMPTY: Variables = {};
const nothing = () => () => undefined;

export function usePublicQuery<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: PublicQueryOptions<TVariables> = {},
): PublicQueryResult<TData> {
  const variables = (options.variables ?? EMPTY) as TVariables;
  const policy = options.fetchPolicy ?? 'cache-and-network';
  const key = options.skip ? null : answerKey(document, variables);
  const asked = useRef({ document, variables });
  useEffect(() => {
    asked.current = { document, variables };
  });

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? nothing() : subscribeHeldAnswer(key, listener)),
    [key],
  );
  const read = () => (key === null ? undefined : readHeldAnswer(key));
  const held = useSyncExternalStore(subscribe, read, read);
  const missing = key !== null && held === undefined;

  // Asks when the variables change, and again when the held answer is gone (the session changed).
  useEffect(() => {
    if (key === null) return;
    const current = missing ? undefined : readHeldAnswer(key);
    if (current?.loading || takeFresh(key)) return;
    if (policy === 'cache-first' && current?.data !== undefined) return;
    void loadAnswer(asked.current.document, asked.current.variables);
  }, [key, missing, policy]);

  const data = held?.data as TData | undefined;
  // What was shown before: adjusted while rendering (React's pattern for values derived from
  // earlier renders), so the previous page stays on screen in the same render the variables change.
  const [shown, setShown] = useState<{ data: TData | undefined; before: TData | undefined }>({
    data,
    before: undefined,
  });
  if (data !== undefined && data !== shown.data) setShown({ data, before: shown.data });

  const refetch = useCallback(
    (): Promise<TData | undefined> => loadAnswer(asked.current.document, asked.current.variables),
    [],
  );

  return {
    data,
    previousData: data === undefined ? (shown.data ?? shown.before) : shown.before,
    loading: key !== null && (held === undefined || held.loading),
    error: held?.error,
    refetch,
  };
}
