// Searching the user directory while a name is typed: 300 ms after the last keystroke, once more
// than two characters are typed.
import { useQuery } from '@apollo/client/react';
import type { PeopleTabUserDirectoryQuery } from '../../../../../gql/graphql.ts';
import { UserDirectoryQuery } from './people-operations.ts';
import { useSettledText } from './use-settled-text.ts';

export const DIRECTORY_DEBOUNCE_MS = 300;
/** Fewer characters (after trimming) do not search. */
export const DIRECTORY_MIN_LENGTH = 3;

export type DirectoryUser = PeopleTabUserDirectoryQuery['userDirectory'][number];

export type DirectorySearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'done'; users: DirectoryUser[] };

export function useDirectorySearch(term: string): DirectorySearch {
  const typed = term.trim();
  const settled = useSettledText(term, DIRECTORY_DEBOUNCE_MS);
  const active = settled.length >= DIRECTORY_MIN_LENGTH;
  const { data, error, loading } = useQuery(UserDirectoryQuery, {
    variables: { search: settled },
    skip: !active,
    context: { quiet: true },
  });
  if (typed.length < DIRECTORY_MIN_LENGTH) return { status: 'idle' };
  if (typed !== settled || loading || !active) return { status: 'searching' };
  if (error || !data) return { status: 'failed' };
  return { status: 'done', users: data.userDirectory };
}
