// Deleting the rows the list view confirmed: the delete mutation, then the list fetched again and
// a success dialog saying how many went. Failures show the app's error dialog.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/messages.ts';
import { useDialog } from '../dialog/use-dialog.ts';

export interface BulkDeleteTexts {
  /** The success dialog's title. */
  title: MessageKey;
  /** Its message, given `{count}`. */
  message: MessageKey;
}

/** `variables` are the mutation's others besides the ids (the organisation lists' `kind`). */
export function useBulkDelete<V extends object = object>(
  mutation: TypedDocumentNode<unknown, { ids: string[] } & V>,
  refetch: () => Promise<unknown>,
  texts: BulkDeleteTexts,
  variables?: V,
) {
  const intl = useIntl();
  const dialog = useDialog();
  const [remove] = useMutation(mutation);
  const { title, message } = texts;

  return useCallback(
    async (ids: string[]) => {
      await remove({ variables: { ...variables, ids } as { ids: string[] } & V });
      await refetch();
      void dialog({
        kind: 'generic',
        type: 'success',
        title: intl.formatMessage({ id: title }),
        message: intl.formatMessage({ id: message }, { count: ids.length }),
        confirm: true,
      });
    },
    [dialog, intl, refetch, remove, title, message, variables],
  );
}
