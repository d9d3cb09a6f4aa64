// Deleting specializations through the CMS kit's delete. The server deletes a specialization's
// links along with it, so the screen first asks where each one is used and refuses (a dialog naming
// the places) when any is still linked to an evaluation, association, program or trial bureau. The
// server refuses such a delete too (a link added meanwhile): then its message, which says where, is
// shown.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type NamedRecord, useCmsDelete } from '../../../components/cms/list/use-cms-delete.ts';
import { conflictRefusal, serverRefusal } from './server-refusal.ts';
import {
  DeleteSpecializationsMutation,
  SpecializationUsageQuery,
} from './specialization-operations.ts';
import { type UsageEntry, unnamedCount, usageEntries } from './usage.ts';

export function useSpecializationDelete(refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const client = useApolloClient();

  const describe = useCallback(
    (entry: UsageEntry) => {
      const label = intl.formatMessage(
        { id: `specializations.inUse.${entry.place}` },
        { count: entry.total },
      );
      const rest = unnamedCount(entry);
      const names = entry.names.join(', ');
      return intl.formatMessage(
        { id: 'specializations.inUse.names' },
        {
          label,
          names:
            rest > 0
              ? intl.formatMessage({ id: 'specializations.inUse.more' }, { names, count: rest })
              : names,
        },
      );
    },
    [intl],
  );

  /** The ones still in use with their places; throws when the check itself fails. */
  const usedOnes = useCallback(
    async (chosen: readonly NamedRecord[]) => {
      const answers = await Promise.all(
        chosen.map((item) =>
          client.query({
            query: SpecializationUsageQuery,
            variables: { ids: [item.id] },
            fetchPolicy: 'network-only',
          }),
        ),
      );
      return chosen.flatMap((item, index) => {
        const data = answers[index]?.data;
        if (!data) throw new Error('usage check failed');
        const entries = usageEntries(data);
        return entries.length > 0 ? [{ item, entries }] : [];
      });
    },
    [client],
  );

  /** A refusal when any is in use (or the check fails), else null. */
  const check = useCallback(
    async (chosen: readonly NamedRecord[]) => {
      let used: Awaited<ReturnType<typeof usedOnes>>;
      try {
        used = await usedOnes(chosen);
      } catch {
        return { message: intl.formatMessage({ id: 'specializations.checkFailed' }) };
      }
      if (used.length === 0) return null;
      const lines = used.map(({ item, entries }) =>
        intl.formatMessage(
          { id: 'specializations.inUse.item' },
          { title: item.name, places: entries.map(describe).join('; ') },
        ),
      );
      return {
        type: 'warning' as const,
        title: intl.formatMessage({ id: 'specializations.inUse.title' }),
        message: [
          intl.formatMessage({ id: 'specializations.inUse.intro' }, { count: used.length }),
          ...lines.map((line) => `• ${line}`),
        ].join('\n'),
      };
    },
    [describe, intl, usedOnes],
  );

  const refusal = useCallback(
    (error: unknown) => ({
      title: intl.formatMessage({ id: 'specializations.deleteRefused.title' }),
      message: conflictRefusal(error) ?? serverRefusal(error, '_'),
    }),
    [intl],
  );

  return useCmsDelete({
    mutation: DeleteSpecializationsMutation,
    refetch,
    deleted: { title: 'specializations.deleted.title', message: 'specializations.deleted.message' },
    confirmOne: 'specializations.delete.buttonFor',
    check,
    refusal,
  });
}
