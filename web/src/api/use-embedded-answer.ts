// A screen's first answer from the page's HTML (app/page-data.ts) instead of a request: while the
// screen asks with the variables that were answered, `data` is that answer and the screen skips
// its query; from the first other variables on, `data` is undefined for good (later answers come
// fresh from the API), and `initial` stays available to show while the first of them loads.
import type { TypedDocumentNode } from '@apollo/client';
import { useMemo, useState } from 'react';
import { canonicalJson, operationName, takeEmbeddedAnswer } from '../app/page-data.ts';

export interface EmbeddedAnswerState<TData> {
  data: TData | undefined;
  initial: TData | undefined;
}

export function useEmbeddedAnswer<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): EmbeddedAnswerState<TData> {
  const [answer] = useState(() => takeEmbeddedAnswer<TData>(operationName(document)));
  const [answered] = useState(() => (answer ? canonicalJson(answer.variables) : null));
  const asked = useMemo(() => canonicalJson(variables), [variables]);
  const [stillFirst, setStillFirst] = useState(true);
  const same = answered !== null && answered === asked;
  // Adjusting state while rendering (React's pattern for values derived from earlier renders).
  if (stillFirst && !same) setStillFirst(false);
  return { data: stillFirst && same ? answer?.data : undefined, initial: answer?.data };
}
