// Deleting centers through the CMS kit's delete. The server refuses a center that has inclusion
// data (409: such centers are merged, not deleted) with a message naming the rows and the way out,
// shown as it is; a refusal without those details gets that explanation added, any other failure
// the server's message alone. Deleted centers leave Apollo's cache (pickers elsewhere read them).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useCmsDelete } from '../../../components/cms/list/use-cms-delete.ts';
import { DeleteCentersMutation } from './center-operations.ts';

export function useCenterDelete(refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const refusal = useCallback(
    (error: unknown) => {
      const withoutDetails =
        CombinedGraphQLErrors.is(error) &&
        error.errors.some(
          (entry) => entry.extensions?.code === 'CONFLICT' && entry.extensions.usedBy === undefined,
        );
      const message = CombinedGraphQLErrors.is(error)
        ? error.errors.map((entry) => entry.message).join('\n')
        : String(error);
      return {
        title: intl.formatMessage({ id: 'centers.deleteRefused.title' }),
        message: withoutDetails
          ? `${message}\n${intl.formatMessage({ id: 'centers.deleteRefused.hasData' })}`
          : message,
      };
    },
    [intl],
  );
  return useCmsDelete({
    mutation: DeleteCentersMutation,
    refetch,
    deleted: { title: 'centers.deleted.title', message: 'centers.deleted.message' },
    confirmOne: 'centers.list.deleteFor',
    refusal,
    typename: 'Center',
  });
}
