// Two-step verification on one's own account (admins and editors): set it up (TwoFactorSetup),
// see how many recovery codes are left, or turn it off with a current code or the password.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldRefusal, toApiFailure } from '../../../api/api-failure.ts';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { useFieldErrorText } from '../../../components/form/use-field-error-text.ts';
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
  const errorText = useFieldErrorText();
  // A current code or the password turns it off: neither field is required on its own.
  const { control, handleSubmit, setError, formState } = useForm({
    defaultValues: { code: '', password: '' },
  });
  const [disable, { loading }] = useMutation(DisableTwoFactorMutation, {
    context: { quiet: true },
  });

  const onSubmit = handleSubmit(async ({ code, password }) => {
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
      if (refused.code) setError('code', { message: refused.code });
      if (refused.password) setError('password', { message: refused.password });
      if (!refused.code && !refused.password)
        dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  });

  const announced = [errorText(formState.errors.code), errorText(formState.errors.password)]
    .filter(Boolean)
    .join(' ');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
      <p>{intl.formatMessage({ id: 'users.twoFactor.offIntro' })}</p>
      <TextInputField
        control={control}
        name="code"
        label={intl.formatMessage({ id: 'users.twoFactor.currentCode' })}
        required={false}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <TextInputField
        control={control}
        name="password"
        label={intl.formatMessage({ id: 'users.twoFactor.orPassword' })}
        required={false}
        type="password"
        autoComplete="current-password"
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
