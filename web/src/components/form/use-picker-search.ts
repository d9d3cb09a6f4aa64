// Searching while a picker's text is typed: once typing has paused and the text is long enough,
// the query is asked with `{ search }`; what it finds, less the options already taken, is offered.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSettledTerm } from '../search/use-settled-term.ts';

export type PickerSearchStatus = 'idle' | 'searching' | 'failed' | 'done';

export interface PickerSearch<T> {
  status: PickerSearchStatus;
  /** What is offered: the options found, only once the search for the typed text is done. */
  options: readonly T[];
}

interface PickerSearchOptions<TData, T> {
  /** The options in an answer. */
  select: (data: TData) => readonly T[];
  /** Fewer characters (after trimming) do not search. */
  minLength: number;
  /** The pause after the last keystroke before searching. */
  quietMs?: number;
  /** Ids not offered (options taken already). */
  excluded?: ReadonlySet<string>;
  /** A failed search is told in the status line, not in the error dialog. */
  quiet?: boolean;
}

export function usePickerSearch<TData, T extends { id: string }>(
  query: TypedDocumentNode<TData, { search: string }>,
  term: string,
  { select, minLength, quietMs, excluded, quiet = false }: PickerSearchOptions<TData, T>,
): PickerSearch<T> {
  const typed = term.trim();
  const settled = useSettledTerm(term, quietMs);
  const active = settled.length >= minLength;
  const { data, error, loading } = useQuery(query, {
    variables: { search: settled },
    skip: !active,
    ...(quiet ? { context: { quiet: true } } : {}),
  });
  if (typed.length < minLength) return { status: 'idle', options: [] };
  if (typed !== settled || loading || !active) return { status: 'searching', options: [] };
  if (error || !data) return { status: 'failed', options: [] };
  const found = select(data);
  return {
    status: 'done',
    options: excluded ? found.filter((option) => !excluded.has(option.id)) : found,
  };
}
