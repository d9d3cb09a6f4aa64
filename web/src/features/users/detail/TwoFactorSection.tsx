// Two-step verification on one's own account (admins and editors): set it up (TwoFactorSetup),
// see how many recovery codes are left, or turn it off with a current code or the password.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldRefusal, toApiFailure } from '../../../api/api-failure.ts';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { useDispatch } from '../../../store/hooks.tsx';
import { RecoveryCodes, TwoFactorSetup } from './TwoFactorSetup.tsx';
import {
  BeginTwoFactorSetupMutation,
  DisableTwoFactorMutation,
  TwoFactorStatusQuery,
} from './two-factor-operations.ts';

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [disable, { loading }] = useMutation(DisableTwoFactorMutation, {
    context: { quiet: true },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await disable({
        variables: { code: code.trim() || null, password: password || null },
      });
      onDone();
    } catch (failure) {
      const refused = {
        code: fieldRefusal(failure, 'code'),
        password: fieldRefusal(failure, 'password'),
      };
      if (refused.code || refused.password) setErrors(refused);
      else dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  };

  const announced = [errors.code, errors.password].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
      <p>{intl.formatMessage({ id: 'users.twoFactor.offIntro' })}</p>
      <TextField
        label={intl.formatMessage({ id: 'users.twoFactor.currentCode' })}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        aria-required="false"
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'users.twoFactor.orPassword' })}
        name="password"
        type="password"
        autoComplete="current-password"
        aria-required="false"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {announced && (
        <p role="alert" className="sr-only">
          {announced}
        </p>
      )}
      <button type="submit" disabled={loading} className={primaryButton}>
        {intl.formatMessage({ id: 'users.twoFactor.turnOff' })}
      </button>
    </form>
  );
}

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; secret: string; qrCode: string }
  | { kind: 'codes'; codes: string[] };

export function TwoFactorSection() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const { data, refetch } = useQuery(TwoFactorStatusQuery, { fetchPolicy: 'network-only' });
  const [begin, { loading }] = useMutation(BeginTwoFactorSetupMutation);
  const status = data?.twoFactor;
  if (!status || (!status.available && !status.enabled)) return null;

  const backToStatus = () => {
    setStep({ kind: 'status' });
    void refetch();
  };
  const start = async () => {
    try {
      const { data: begun } = await begin();
      if (begun) setStep({ kind: 'setup', ...begun.beginTwoFactorSetup });
    } catch (failure) {
      dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  };

  return (
    <DetailSection title={intl.formatMessage({ id: 'users.twoFactor.heading' })}>
      {step.kind === 'setup' && (
        <TwoFactorSetup
          secret={step.secret}
          qrCode={step.qrCode}
          onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={backToStatus}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={backToStatus} />}
      {step.kind === 'status' && status.enabled && (
        <>
          <p className="font-semibold">
            {intl.formatMessage(
              { id: 'users.twoFactor.onStatus' },
              { count: status.recoveryCodesLeft },
            )}
          </p>
          <TurnOffForm onDone={backToStatus} />
        </>
      )}
      {step.kind === 'status' && !status.enabled && (
        <>
          <p>{intl.formatMessage({ id: 'users.twoFactor.intro' })}</p>
          <button
            type="button"
            disabled={loading}
            className={primaryButton}
            onClick={() => void start()}
          >
            {intl.formatMessage({ id: 'users.twoFactor.setUp' })}
          </button>
        </>
      )}
    </DetailSection>
  );
}
