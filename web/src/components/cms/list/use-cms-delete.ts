// Deleting records from a CMS list: several after the list view's confirmation, or one row's
// delete button with its own confirmation. A check may refuse first (e.g. "still in use"), the
// server may refuse (shown as the list's own dialog or the app's error dialog), and on success the
// list is fetched again and a success dialog says how many went. A refused delete throws, so the
// list view keeps the selection for another try.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../../i18n/messages.ts';
import { useDialog } from '../../dialog/use-dialog.ts';

/** A record as a delete names it. */
export interface NamedRecord {
  id: string;
  name: string;
}

/** Why records were not deleted, as a dialog shows it. */
export interface DeleteRefusal {
  type?: 'error' | 'warning';
  title?: string;
  message: string;
}

export interface CmsDeleteOptions {
  mutation: TypedDocumentNode<unknown, { ids: string[] }>;
  refetch: () => Promise<unknown>;
  /** The success dialog's title and message (given `{count}`). */
  deleted: { title: MessageKey; message: MessageKey };
  /** One row's confirmation title (given `{title}`), for a delete button per row. */
  confirmOne?: MessageKey;
  /** Asked before deleting: a refusal, or null to go ahead. */
  check?: (chosen: readonly NamedRecord[]) => Promise<DeleteRefusal | null>;
  /** The dialog for a refused mutation; without it the app's error dialog shows the failure. */
  refusal?: (error: unknown) => DeleteRefusal;
  /** The type whose deleted records leave Apollo's cache (e.g. `Center`). */
  typename?: string;
}

export class DeleteRefusedError extends Error {}

export function useCmsDelete(options: CmsDeleteOptions) {
  const intl = useIntl();
  const dialog = useDialog();
  const { refetch, confirmOne, check, refusal, typename } = options;
  const { title: deletedTitle, message: deletedMessage } = options.deleted;
  const [remove] = useMutation(options.mutation, { context: { quiet: Boolean(refusal) } });

  const refuse = useCallback(
    (reason: DeleteRefusal): never => {
      void dialog({ kind: 'generic', type: reason.type ?? 'error', ...reason, confirm: true });
      throw new DeleteRefusedError(reason.message);
    },
    [dialog],
  );

  const deleteRecords = useCallback(
    async (chosen: readonly NamedRecord[]) => {
      const ids = chosen.map((record) => record.id);
      const reason = check ? await check(chosen) : null;
      if (reason) refuse(reason);
      try {
        await remove({
          variables: { ids },
          update: typename
            ? (cache) => {
                for (const id of ids)
                  cache.evict({ id: cache.identify({ __typename: typename, id }) });
                cache.gc();
              }
            : undefined,
        });
      } catch (error) {
        if (refusal) refuse(refusal(error));
        throw error;
      }
      await refetch();
      void dialog({
        kind: 'generic',
        type: 'success',
        title: intl.formatMessage({ id: deletedTitle }),
        message: intl.formatMessage({ id: deletedMessage }, { count: ids.length }),
        confirm: true,
      });
    },
    [check, deletedTitle, deletedMessage, dialog, intl, refetch, refusal, refuse, remove, typename],
  );

  /** One row's delete: its confirmation first; a refusal has been shown when it fails. */
  const deleteOne = useCallback(
    async (record: NamedRecord) => {
      const outcome = await dialog({
        kind: 'mitigate',
        title: confirmOne
          ? intl.formatMessage({ id: confirmOne }, { title: record.name })
          : intl.formatMessage({ id: 'listView.deleteTitle' }),
        confirm: intl.formatMessage({ id: 'listView.delete' }),
        payload: { count: 1, names: [record.name] },
      });
      if (outcome.result !== 'confirm') return;
      await deleteRecords([record]).catch(() => undefined);
    },
    [confirmOne, deleteRecords, dialog, intl],
  );

  return { deleteRecords, deleteOne };
}

export type CmsDelete = ReturnType<typeof useCmsDelete>;
