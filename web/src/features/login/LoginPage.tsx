// The CMS login screen (/cms/login): e-mail and password; on success the session starts and the
// user goes to the page they wanted (`redirect`), else to the dashboard.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isUnauthenticated, toApiFailure } from '../../api/api-failure.ts';
import { sessionTokens } from '../../api/session-api.ts';
import { SignInMutation } from '../../api/session-operations.ts';
import { safeRedirect } from '../../app/guards/safe-redirect.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { useDispatch } from '../../store/hooks.tsx';
import { type LoginValues, loginSchema } from './login-schema.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 text-base aria-[invalid=true]:border-brand-secondary-dark';

export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const [refused, setRefused] = useState(false);
  const [signIn, { loading }] = useMutation(SignInMutation, { context: { quiet: true } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setRefused(false);
    try {
      const { data } = await signIn({ variables: values });
      if (!data) return;
      // The guest-only guard takes the user there as soon as the session has started.
      dispatch({
        type: 'session/signed-in',
        tokens: sessionTokens(data.login),
        redirectTo: safeRedirect(params.get('redirect')) ?? '/cms',
      });
    } catch (error) {
      // Wrong credentials are the user's to fix here; anything else goes to the error dialog.
      if (isUnauthenticated(error)) setRefused(true);
      else dispatch({ type: 'api/failed', failure: toApiFailure(error) });
    }
  });

  const message = (key: string | undefined) =>
    key ? intl.formatMessage({ id: key as 'auth.required.default' }) : null;

  return (
    <ScreenPage titleId="login.title" trail={[{ labelId: 'nav.home', to: '/' }]}>
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
        <p className="text-sm text-ink-muted">
          <FormattedMessage id="form.allRequired" />
        </p>
        {refused && (
          <p role="alert" className="rounded-md border border-brand-secondary-dark p-3">
            <FormattedMessage id="login.refused" />
          </p>
        )}
        <div>
          <label htmlFor="login-email" className="font-semibold">
            <FormattedMessage id="login.email" />
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            className={inputClass}
            {...register('email')}
          />
          {errors.email && (
            <p id="login-email-error" className="mt-1 text-sm text-brand-secondary-dark">
              {message(errors.email.message)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="login-password" className="font-semibold">
            <FormattedMessage id="login.password" />
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            className={inputClass}
            {...register('password')}
          />
          {errors.password && (
            <p id="login-password-error" className="mt-1 text-sm text-brand-secondary-dark">
              {message(errors.password.message)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={loading}
            className="rounded-md bg-brand-primary-dark px-5 py-2 font-semibold text-white hover:bg-brand-primary-darker disabled:opacity-70"
          >
            <FormattedMessage id="login.submit" />
          </button>
          <Link to="/forgot-password" className="text-brand-primary-dark underline">
            <FormattedMessage id="login.forgot" />
          </Link>
        </div>
      </form>
    </ScreenPage>
  );
}
