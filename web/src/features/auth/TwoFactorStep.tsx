// The second step of signing in to an account with two-step verification: the 6-digit code from an
// authenticator app, or one of the recovery codes. A wrong code is announced under the field; an
// expired attempt sends the user back to the first step.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldRefusal, isUnauthenticated, toApiFailure } from '../../api/api-failure.ts';
import { sessionTokens } from '../../api/session-api.ts';
import { CompleteSignInMutation } from '../../api/session-operations.ts';
import { primaryButton, textLink } from '../../components/buttons/button-styles.ts';
import { TextField } from '../../components/form/TextField.tsx';
import type { SessionTokens } from '../../store/actions.ts';
import { useDispatch } from '../../store/hooks.tsx';

export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onExpired,
}: {
  challengeToken: string;
  onSignedIn: (tokens: SessionTokens) => void;
  onExpired: () => void;
}) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [complete, { loading }] = useMutation(CompleteSignInMutation, {
    context: { quiet: true },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(intl.formatMessage({ id: 'auth.required.default' }));
      return;
    }
    setError(undefined);
    try {
      const { data } = await complete({ variables: { challengeToken, code: typed } });
      if (data) onSignedIn(sessionTokens(data.completeSignIn));
    } catch (failure) {
      const refused = fieldRefusal(failure, 'code');
      if (refused) setError(refused);
      else if (isUnauthenticated(failure)) onExpired();
      else dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  };

  const labelId = recovery ? 'login.code.recoveryLabel' : 'login.code.label';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
      <p>
        <FormattedMessage id={recovery ? 'login.code.recoveryIntro' : 'login.code.intro'} />
      </p>
      <TextField
        key={labelId}
        label={intl.formatMessage({ id: labelId })}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9]*'}
        maxLength={recovery ? 20 : 6}
        spellCheck={false}
        autoCapitalize="off"
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
          <FormattedMessage id="login.code.submit" />
        </button>
        <button
          type="button"
          className={`${textLink} min-h-6`}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(undefined);
          }}
        >
          <FormattedMessage id={recovery ? 'login.code.useApp' : 'login.code.useRecovery'} />
        </button>
      </div>
    </form>
  );
}
