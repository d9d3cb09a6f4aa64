// Searching the user directory for the compose dialog's recipients: only when the typed text is
// longer than two characters (spec section 5), 300 ms after the last keystroke.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { InboxDirectorySearchQuery } from '../../../gql/graphql.ts';
import { DirectorySearchQuery } from '../dashboard-operations.ts';

export const CONTACT_SEARCH_MIN_LENGTH = 3;
const QUIET_MS = 300;

export type Contact = InboxDirectorySearchQuery['userDirectory'][number];

export type ContactSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'done'; contacts: Contact[] };

/** Whether a typed text is long enough to search (more than 2 characters, spaces trimmed). */
export const searchesFor = (text: string) => text.trim().length >= CONTACT_SEARCH_MIN_LENGTH;

export function useContactSearch(text: string): ContactSearch {
  const typed = text.trim();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), QUIET_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const active = searchesFor(settled);
  const { data, error, loading } = useQuery(DirectorySearchQuery, {
    variables: { search: settled },
    skip: !active,
    context: { quiet: true },
  });
  if (!searchesFor(typed)) return { status: 'idle' };
  if (typed !== settled || loading || !active) return { status: 'searching' };
  if (error || !data) return { status: 'failed' };
  return { status: 'done', contacts: data.userDirectory };
}
