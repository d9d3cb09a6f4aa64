// Deleting a user (admin, not oneself): the destructive confirmation (`mitigate`) naming the
// user, then the mutation, then back to the list (without the unsaved-changes question: the
// record is gone). A failure shows the app's error dialog (the mutation is not quiet).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../components/dialog/use-dialog.ts';
import { leaveWithoutPrompt } from '../../../components/form/use-unsaved-changes-warning.tsx';
import { DeleteUserMutation } from './detail-operations.ts';

export function useDeleteUser(user: { id: string; name: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const ask = useDialog();
  const [remove, { loading }] = useMutation(DeleteUserMutation);

  const deleteUser = useCallback(async () => {
    const answer = await ask({
      kind: 'mitigate',
      type: 'warning',
      title: intl.formatMessage({ id: 'users.detail.delete' }),
      cancel: true,
      payload: { count: 1, names: [user.name] },
    });
    if (answer.result !== 'confirm') return;
    const result = await remove({ variables: { id: user.id } }).catch(() => null);
    if (!result?.data?.deleteUser) return;
    await navigate('/cms/users', { state: leaveWithoutPrompt });
    client.cache.evict({ id: client.cache.identify({ __typename: 'User', id: user.id }) });
    client.cache.gc();
  }, [ask, client, user.id, user.name, intl, navigate, remove]);

  return { deleteUser, deleting: loading };
}
