// The reset form: a new password checked live against the rules, typed twice, sent with the mailed
// token. A refused token or password comes back as a 422, which the error dialog shows.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextInputField } from '../../components/form/TextInputField.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ResetPasswordMutation } from './password-operations.ts';
import { resetPasswordSchema } from './reset-password-schema.ts';
import { usePasswordConfirmation } from './use-password-confirmation.ts';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const intl = useIntl();
  const checklistId = useId();
  // Not quiet: the API's answer to a bad token or password is the generic error dialog.
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const { control, handleSubmit } = form;
  const password = usePasswordConfirmation(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ variables: { input: { token, ...values } } });
      onDone();
    } catch {
      // The API link has already shown the error dialog (spec section 8); the form stays filled in.
    }
  });

  return (
    <PasswordForm
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitId="password.reset.submit"
    >
      <TextInputField
        control={control}
        name="password"
        label={intl.formatMessage({ id: 'password.reset.password' })}
        type="password"
        autoComplete="new-password"
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <TextInputField
        control={control}
        name="passwordConfirmation"
        label={intl.formatMessage({ id: 'password.reset.confirmation' })}
        type="password"
        autoComplete="new-password"
      />
    </PasswordForm>
  );
}
