// Deleting specializations. The server deletes a specialization's links along with it, so the
// screen first asks where each one is used and refuses (a dialog naming the places) when any is
// still linked to an evaluation, association, program or trial bureau. The server refuses such a
// delete too (a link added meanwhile): then its message, which says where, is shown. A single
// row's delete asks for confirmation first; the bulk delete is confirmed by the list view.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../../components/dialog/use-dialog.ts';
import { conflictRefusal, serverRefusal } from './server-refusal.ts';
import {
  DeleteSpecializationsMutation,
  SpecializationUsageQuery,
} from './specialization-operations.ts';
import { type UsageEntry, unnamedCount, usageEntries } from './usage.ts';

export interface NamedSpecialization {
  id: string;
  title: string;
}

/** Thrown when the delete was refused, so the list view keeps the selection. */
export class SpecializationInUseError extends Error {}

export function useSpecializationDelete(refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const dialog = useDialog();
  const client = useApolloClient();
  const [remove] = useMutation(DeleteSpecializationsMutation, { context: { quiet: true } });

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
    async (chosen: NamedSpecialization[]) => {
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

  /** Deletes when none is in use; otherwise shows where and throws SpecializationInUseError. */
  const deleteChecked = useCallback(
    async (chosen: NamedSpecialization[]) => {
      let used: Awaited<ReturnType<typeof usedOnes>>;
      try {
        used = await usedOnes(chosen);
      } catch {
        void dialog({
          kind: 'generic',
          type: 'error',
          message: intl.formatMessage({ id: 'specializations.checkFailed' }),
          confirm: true,
        });
        throw new SpecializationInUseError();
      }
      if (used.length > 0) {
        const lines = used.map(({ item, entries }) =>
          intl.formatMessage(
            { id: 'specializations.inUse.item' },
            { title: item.title, places: entries.map(describe).join('; ') },
          ),
        );
        void dialog({
          kind: 'generic',
          type: 'warning',
          title: intl.formatMessage({ id: 'specializations.inUse.title' }),
          message: [
            intl.formatMessage({ id: 'specializations.inUse.intro' }, { count: used.length }),
            ...lines.map((line) => `• ${line}`),
          ].join('\n'),
          confirm: true,
        });
        throw new SpecializationInUseError();
      }
      try {
        await remove({ variables: { ids: chosen.map((item) => item.id) } });
      } catch (error) {
        void dialog({
          kind: 'generic',
          type: 'error',
          title: intl.formatMessage({ id: 'specializations.deleteRefused.title' }),
          message: conflictRefusal(error) ?? serverRefusal(error, '_'),
          confirm: true,
        });
        throw new SpecializationInUseError();
      }
      await refetch();
      void dialog({
        kind: 'generic',
        type: 'success',
        title: intl.formatMessage({ id: 'specializations.deleted.title' }),
        message: intl.formatMessage(
          { id: 'specializations.deleted.message' },
          { count: chosen.length },
        ),
        confirm: true,
      });
    },
    [describe, dialog, intl, refetch, remove, usedOnes],
  );

  /** One row's delete: confirmation first, then the same check. */
  const deleteOne = useCallback(
    async (item: NamedSpecialization) => {
      const outcome = await dialog({
        kind: 'mitigate',
        title: intl.formatMessage(
          { id: 'specializations.delete.buttonFor' },
          { title: item.title },
        ),
        confirm: intl.formatMessage({ id: 'listView.delete' }),
        payload: { count: 1, names: [item.title] },
      });
      if (outcome.result !== 'confirm') return;
      await deleteChecked([item]).catch(() => undefined);
    },
    [deleteChecked, dialog, intl],
  );

  return { deleteChecked, deleteOne };
}
