// Setting up two-step verification: the QR code (and the secret as text for typing it in), a code
// from the app to confirm, then the recovery codes, shown this once.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldRefusal, toApiFailure } from '../../../api/api-failure.ts';
import { primaryButton, textLink } from '../../../components/buttons/button-styles.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { useDispatch } from '../../../store/hooks.tsx';
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
  const dispatch = useDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirm, { loading }] = useMutation(ConfirmTwoFactorSetupMutation, {
    context: { quiet: true },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(intl.formatMessage({ id: 'users.twoFactor.codeRequired' }));
      return;
    }
    setError(undefined);
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      if (data) onConfirmed(data.confirmTwoFactorSetup);
    } catch (failure) {
      const refused = fieldRefusal(failure, 'code');
      if (refused) setError(refused);
      else dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
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
      <TextField
        label={intl.formatMessage({ id: 'users.twoFactor.code' })}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && (
        <p role="alert" className="sr-only">
          {error}
        </p>
      )}
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
