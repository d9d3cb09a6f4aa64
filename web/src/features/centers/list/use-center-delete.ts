// Deleting centers: one row's delete asks for confirmation first (the bulk delete is confirmed by
// the list view). The server refuses a center that has inclusion data (409: such centers are
// merged, not deleted) with a message naming the rows and the way out, shown as it is; a refusal
// without those details gets that explanation added, any other failure the server's message alone.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../../components/dialog/use-dialog.ts';
import { DeleteCentersMutation } from './center-operations.ts';

export function useCenterDelete(refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const dialog = useDialog();
  const [remove] = useMutation(DeleteCentersMutation, { context: { quiet: true } });

  const showRefusal = useCallback(
    (error: unknown) => {
      const withoutDetails =
        CombinedGraphQLErrors.is(error) &&
        error.errors.some(
          (entry) => entry.extensions?.code === 'CONFLICT' && entry.extensions.usedBy === undefined,
        );
      const message = CombinedGraphQLErrors.is(error)
        ? error.errors.map((entry) => entry.message).join('\n')
        : String(error);
      void dialog({
        kind: 'generic',
        type: 'error',
        title: intl.formatMessage({ id: 'centers.deleteRefused.title' }),
        message: withoutDetails
          ? `${message}\n${intl.formatMessage({ id: 'centers.deleteRefused.hasData' })}`
          : message,
        confirm: true,
      });
    },
    [dialog, intl],
  );

  const deleteCenters = useCallback(
    async (ids: string[]) => {
      await remove({
        variables: { ids },
        update: (cache) => {
          for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Center', id }) });
          cache.gc();
        },
      }).catch((error: unknown) => {
        showRefusal(error);
        throw error;
      });
      await refetch();
      void dialog({
        kind: 'generic',
        type: 'success',
        title: intl.formatMessage({ id: 'centers.deleted.title' }),
        message: intl.formatMessage({ id: 'centers.deleted.message' }, { count: ids.length }),
        confirm: true,
      });
    },
    [dialog, intl, refetch, remove, showRefusal],
  );

  const deleteOne = useCallback(
    async (center: { id: string; title: string }) => {
      const outcome = await dialog({
        kind: 'mitigate',
        title: intl.formatMessage({ id: 'centers.list.deleteFor' }, { title: center.title }),
        confirm: intl.formatMessage({ id: 'listView.delete' }),
        payload: { count: 1, names: [center.title] },
      });
      if (outcome.result !== 'confirm') return;
      // A refusal has been shown.
      await deleteCenters([center.id]).catch(() => undefined);
    },
    [deleteCenters, dialog, intl],
  );

  return { deleteCenters, deleteOne };
}
