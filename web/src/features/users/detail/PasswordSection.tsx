// The password part of one's own account: change it with the current one (ChangePasswordForm), or,
// with the current one forgotten, have a reset link mailed to the account's own address.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { textLink } from '../../../components/buttons/button-styles.ts';
import { useDialog } from '../../../components/dialog/use-dialog.ts';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { ForgotPasswordMutation } from '../../auth/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

function ForgottenPasswordLink({ email }: { email: string }) {
  const intl = useIntl();
  const dialog = useDialog();
  const [requestLink, { loading }] = useMutation(ForgotPasswordMutation);

  const send = async () => {
    const result = await requestLink({ variables: { email } }).catch(() => null);
    if (!result?.data?.forgotPassword) return;
    void dialog({
      kind: 'generic',
      type: 'success',
      title: intl.formatMessage({ id: 'users.password.sentTitle' }),
      message: intl.formatMessage({ id: 'users.password.sentMessage' }, { email }),
      confirm: true,
    });
  };

  return (
    <p className="mt-6 text-sm">
      {intl.formatMessage({ id: 'users.password.forgotten' }, { email })}{' '}
      <button
        type="button"
        className={`${textLink} min-h-6 disabled:opacity-70`}
        disabled={loading}
        onClick={() => void send()}
      >
        {intl.formatMessage({ id: 'users.password.button' })}
      </button>
    </p>
  );
}

export function PasswordSection({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <DetailSection title={intl.formatMessage({ id: 'users.password.heading' })}>
      <p className="mb-4">{intl.formatMessage({ id: 'users.password.intro' })}</p>
      <ChangePasswordForm />
      <ForgottenPasswordLink email={email} />
    </DetailSection>
  );
}
