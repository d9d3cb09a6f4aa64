// The second step of signing in to an account with two-step verification: the 6-digit code from an
// authenticator app, or one of the recovery codes. A wrong code is announced under the field; an
// expired attempt sends the user back to the first step.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionTokens } from '../../api/session-api.ts';
import { CompleteSignInMutation } from '../../api/session-operations.ts';
import { primaryButton, textLink } from '../../components/buttons/button-styles.ts';
import { CodeField } from '../../components/form/CodeField.tsx';
import { useCodeEntry } from '../../components/form/use-code-entry.ts';
import type { SessionTokens } from '../../store/actions.ts';

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
  const [recovery, setRecovery] = useState(false);
  const [complete, { loading }] = useMutation(CompleteSignInMutation, {
    context: { quiet: true },
  });
  const entry = useCodeEntry({
    requiredText: intl.formatMessage({ id: 'auth.required.default' }),
    send: async (code) => {
      const { data } = await complete({ variables: { challengeToken, code } });
      if (data) onSignedIn(sessionTokens(data.completeSignIn));
    },
    onUnauthenticated: onExpired,
  });

  const labelId = recovery ? 'login.code.recoveryLabel' : 'login.code.label';
  return (
    <form noValidate onSubmit={entry.onSubmit} className="max-w-md space-y-5">
      <p>
        <FormattedMessage id={recovery ? 'login.code.recoveryIntro' : 'login.code.intro'} />
      </p>
      <CodeField
        key={labelId}
        label={intl.formatMessage({ id: labelId })}
        recovery={recovery}
        control={entry.control}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={loading} className={primaryButton}>
          <FormattedMessage id="login.code.submit" />
        </button>
        <button
          type="button"
          className={`${textLink} min-h-6`}
          onClick={() => {
            setRecovery(!recovery);
            entry.clear();
          }}
        >
          <FormattedMessage id={recovery ? 'login.code.useApp' : 'login.code.useRecovery'} />
        </button>
      </div>
    </form>
  );
}
