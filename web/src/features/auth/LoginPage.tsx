// The CMS login screen (/cms/login): e-mail and password, then for an account with two-step
// verification a code (TwoFactorStep); on success the session starts and the user goes to the page
// they wanted (`redirect`), else to the dashboard.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isUnauthenticated, toApiFailure } from '../../api/api-failure.ts';
import { sessionTokens } from '../../api/session-api.ts';
import { SignInMutation } from '../../api/session-operations.ts';
import { primaryButton, textLink } from '../../components/buttons/button-styles.ts';
import { AllFieldsRequired } from '../../components/form/AllFieldsRequired.tsx';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { TextInputField } from '../../components/form/TextInputField.tsx';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import type { SessionTokens } from '../../store/actions.ts';
import { useDispatch } from '../../store/hooks.tsx';
import { type LoginValues, loginSchema } from './login-schema.ts';
import { safeRedirect } from './safe-redirect.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';

function LoginPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const [refused, setRefused] = useState<'credentials' | 'expired' | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(SignInMutation, { context: { quiet: true } });
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // The guest-only guard takes the user there as soon as the session has started.
  const signedIn = (tokens: SessionTokens) =>
    dispatch({
      type: 'session/signed-in',
      tokens,
      redirectTo: safeRedirect(params.get('redirect')) ?? '/cms',
    });

  const onSubmit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      const { data } = await signIn({ variables: values });
      if (!data) return;
      const answer = data.signIn;
      if (answer.__typename === 'TwoFactorChallenge') setChallenge(answer.challengeToken);
      else signedIn(sessionTokens(answer));
    } catch (error) {
      // Wrong credentials are the user's to fix here; anything else goes to the error dialog.
      if (isUnauthenticated(error)) setRefused('credentials');
      else dispatch({ type: 'api/failed', failure: toApiFailure(error) });
    }
  });

  if (challenge) {
    return (
      <ScreenPage titleId="login.title" trail={[{ labelId: 'nav.home', to: '/' }]}>
        <TwoFactorStep
          challengeToken={challenge}
          onSignedIn={signedIn}
          onExpired={() => {
            setChallenge(null);
            setRefused('expired');
          }}
        />
      </ScreenPage>
    );
  }

  return (
    <ScreenPage titleId="login.title" trail={[{ labelId: 'nav.home', to: '/' }]}>
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
        <AllFieldsRequired note>
          {refused && (
            <p role="alert" className="rounded-md border border-brand-secondary-dark p-3">
              <FormattedMessage
                id={refused === 'expired' ? 'login.code.expired' : 'login.refused'}
              />
            </p>
          )}
          <TextInputField
            control={control}
            name="email"
            label={intl.formatMessage({ id: 'login.email' })}
            type="email"
            autoComplete="username"
          />
          <TextInputField
            control={control}
            name="password"
            label={intl.formatMessage({ id: 'login.password' })}
            type="password"
            autoComplete="current-password"
          />
        </AllFieldsRequired>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={loading} className={primaryButton}>
            <FormattedMessage id="login.submit" />
          </button>
          <Link to="/forgot-password" className={textLink}>
            <FormattedMessage id="login.forgot" />
          </Link>
        </div>
      </form>
    </ScreenPage>
  );
}

export default withFeatureMessages(formKitMessages, LoginPage);
