// Deleting the record a CMS page shows: the destructive confirmation (`mitigate`) naming it, then
// the delete, then back to its list (without the unsaved-changes question: the record is gone),
// and only then the record leaves Apollo's cache (evicting it earlier would fetch the page's query
// again and flash "not found"). A failed delete shows the app's error dialog (the mutation is not
// quiet) and stays on the page.
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../dialog/use-dialog.ts';
import { leaveWithoutPrompt } from '../../form/use-unsaved-changes-warning.tsx';

interface DeleteRecordOptions {
  /** The record: its GraphQL type and id, and its name in the question. */
  record: { __typename: string; id: string; name: string };
  /** The confirmation's title, and the confirm button's text when not the usual one. */
  title: string;
  confirm?: string;
  /** Deletes the record; true when the server did. */
  remove: () => Promise<boolean>;
  /** The list to go back to. */
  listPath: string;
}

export function useDeleteRecord({ record, title, confirm, remove, listPath }: DeleteRecordOptions) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const ask = useDialog();

  return async () => {
    const answer = await ask({
      kind: 'mitigate',
      type: 'warning',
      title,
      ...(confirm ? { confirm } : {}),
      cancel: true,
      payload: { count: 1, names: [record.name] },
    });
    if (answer.result !== 'confirm') return;
    const deleted = await remove().catch(() => false);
    if (!deleted) return;
    await navigate(listPath, { state: leaveWithoutPrompt });
    client.cache.evict({
      id: client.cache.identify({ __typename: record.__typename, id: record.id }),
    });
    client.cache.gc();
  };
}
