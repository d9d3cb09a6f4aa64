// The forgot-password form: an e-mail address in, the same confirmation out whatever the address,
// so the page never tells whether an account exists.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextInputField } from '../../components/form/TextInputField.tsx';
import { DoneWithLoginLink } from './ConfirmationNotice.tsx';
import { forgotPasswordSchema } from './forgot-password-schema.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ForgotPasswordMutation } from './password-operations.ts';

export function ForgotPasswordForm() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const [forgotPassword] = useMutation(ForgotPasswordMutation);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword({ variables: { email } });
      setSent(true);
    } catch {
      // The API link has already shown the error dialog (spec section 8); the form stays filled in.
    }
  });

  if (sent) return <DoneWithLoginLink messageId="password.forgot.sent" />;

  return (
    <PasswordForm onSubmit={onSubmit} submitting={isSubmitting} submitId="password.forgot.submit">
      <TextInputField
        control={control}
        name="email"
        label={intl.formatMessage({ id: 'password.email' })}
        type="email"
        autoComplete="email"
      />
    </PasswordForm>
  );
}
