// Searching the user directory while a name is typed: 300 ms after the last keystroke, once more
// than two characters are typed; a failed search is told in the picker, not in a dialog.
import {
  type PickerSearch,
  usePickerSearch,
} from '../../../../../components/form/use-picker-search.ts';
import type { PeopleTabUserDirectoryQuery } from '../../../../../gql/graphql.ts';
import { UserDirectoryQuery } from './people-operations.ts';

export const DIRECTORY_DEBOUNCE_MS = 300;
/** Fewer characters (after trimming) do not search. */
const DIRECTORY_MIN_LENGTH = 3;

export type DirectoryUser = PeopleTabUserDirectoryQuery['userDirectory'][number];

/** Users found for `term`, less the ones in `present`. */
export function useDirectorySearch(
  term: string,
  present: ReadonlySet<string>,
): PickerSearch<DirectoryUser> {
  return usePickerSearch(UserDirectoryQuery, term, {
    select: (data) => data.userDirectory,
    minLength: DIRECTORY_MIN_LENGTH,
    quietMs: DIRECTORY_DEBOUNCE_MS,
    excluded: present,
    quiet: true,
  });
}
