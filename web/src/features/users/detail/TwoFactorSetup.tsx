// Setting up two-step verification: the QR code (and the secret as text for typing it in), a code
// from the app to confirm, then the recovery codes, shown this once.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { primaryButton, textLink } from '../../../components/buttons/button-styles.ts';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { useCodeEntry } from '../../../components/form/use-code-entry.ts';
import { ConfirmTwoFactorSetupMutation } from './two-factor-operations.ts';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  return (
    <div className="space-y-4">
      <p role="status" className="font-semibold text-green-800">
        {intl.formatMessage({ id: 'users.twoFactor.enabled' })}
      </p>
      <p>{intl.formatMessage({ id: 'users.twoFactor.recoveryIntro' })}</p>
      <ul
        aria-label={intl.formatMessage({ id: 'users.twoFactor.recoveryCodes' })}
        className="grid max-w-md grid-cols-2 gap-2 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={primaryButton} onClick={onDone}>
        {intl.formatMessage({ id: 'users.twoFactor.saved' })}
      </button>
    </div>
  );
}

export function TwoFactorSetup({
  secret,
  qrCode,
  onConfirmed,
  onCancel,
}: {
  secret: string;
  qrCode: string;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [confirm, { loading }] = useMutation(ConfirmTwoFactorSetupMutation, {
    context: { quiet: true },
  });
  const entry = useCodeEntry({
    requiredText: intl.formatMessage({ id: 'users.twoFactor.codeRequired' }),
    send: async (code) => {
      const { data } = await confirm({ variables: { code } });
      if (data) onConfirmed(data.confirmTwoFactorSetup);
    },
  });

  return (
    <form noValidate onSubmit={entry.onSubmit} className="max-w-md space-y-5">
      <p>{intl.formatMessage({ id: 'users.twoFactor.scan' })}</p>
      <img
        src={qrCode}
        alt={intl.formatMessage({ id: 'users.twoFactor.qrAlt' })}
        width={200}
        height={200}
        className="rounded-md border border-neutral-300 bg-white"
      />
      <p>
        {intl.formatMessage({ id: 'users.twoFactor.secretLabel' })}{' '}
        <code data-testid="two-factor-secret" className="break-all font-mono font-semibold">
          {secret}
        </code>
      </p>
      <CodeField
        label={intl.formatMessage({ id: 'users.twoFactor.code' })}
        control={entry.control}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={loading} className={primaryButton}>
          {intl.formatMessage({ id: 'users.twoFactor.confirm' })}
        </button>
        <button type="button" className={`${textLink} min-h-6`} onClick={onCancel}>
          {intl.formatMessage({ id: 'users.twoFactor.cancel' })}
        </button>
      </div>
    </form>
  );
}
