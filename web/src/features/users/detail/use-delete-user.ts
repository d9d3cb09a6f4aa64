// Deleting a user (admin, not oneself) on the user's page (components/cms/editor/
// use-delete-record.ts): confirmed, then back to the list.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useDeleteRecord } from '../../../components/cms/editor/use-delete-record.ts';
import { DeleteUserMutation } from './detail-operations.ts';

export function useDeleteUser(user: { id: string; name: string }) {
  const intl = useIntl();
  const [remove, { loading }] = useMutation(DeleteUserMutation);
  const deleteUser = useDeleteRecord({
    record: { __typename: 'User', id: user.id, name: user.name },
    title: intl.formatMessage({ id: 'users.detail.delete' }),
    remove: async () => Boolean((await remove({ variables: { id: user.id } })).data?.deleteUser),
    listPath: '/cms/users',
  });
  return { deleteUser, deleting: loading };
}
