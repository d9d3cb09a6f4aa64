// Opens the `activate` dialog for a user: it asks to confirm, sends the mail and shows the result.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../../components/dialog/use-dialog.ts';

export interface ActivationTarget {
  id: string;
  name: string;
  email: string;
}

export function useSendActivation() {
  const intl = useIntl();
  const dialog = useDialog();
  return useCallback(
    (user: ActivationTarget) =>
      dialog({
        kind: 'activate',
        title: intl.formatMessage({ id: 'users.activate.title' }),
        payload: { userId: user.id, name: user.name, email: user.email },
      }),
    [dialog, intl],
  );
}
