// The reset form: a new password checked live against the rules, typed twice, sent with the mailed
// token. A refused token or password comes back as a 422, which the error dialog shows.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '../../components/form/TextField.tsx';
import { useFieldErrorText } from '../../components/form/use-field-error-text.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ResetPasswordMutation } from './password-operations.ts';
import { resetPasswordSchema } from './reset-password-schema.ts';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const checklistId = useId();
  // Not quiet: the API's answer to a bad token or password is the generic error dialog.
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const {
    register,
    control,
    getFieldState,
    trigger,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  // A changed password can make the confirmation match, or stop matching; until the user has
  // been in the confirmation field it says nothing (no "Verplicht" before they get there).
  const recheckConfirmation = () => {
    if (getFieldState('passwordConfirmation').isTouched) void trigger('passwordConfirmation');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ variables: { input: { token, ...values } } });
      onDone();
    } catch {
      // The API link has already shown the error dialog (spec section 8); the form stays filled in.
    }
  });

  return (
    <PasswordForm onSubmit={onSubmit} submitting={isSubmitting} submitId="password.reset.submit">
      <TextField
        label={intl.formatMessage({ id: 'password.reset.password' })}
        type="password"
        autoComplete="new-password"
        describedBy={checklistId}
        error={errorText(errors.password)}
        {...register('password', { onChange: recheckConfirmation })}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <TextField
        label={intl.formatMessage({ id: 'password.reset.confirmation' })}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.passwordConfirmation)}
        {...register('passwordConfirmation')}
      />
    </PasswordForm>
  );
}
