// The frame of the password forms (forgot, reset): the "all fields are required" note, the
// fields, and the submit button, which says it is busy while the form is sent.
import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { primaryButton } from '../../components/buttons/button-styles.ts';
import { AllFieldsRequired } from '../../components/form/AllFieldsRequired.tsx';

interface PasswordFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitId: 'password.forgot.submit' | 'password.reset.submit';
  children: ReactNode;
}

export function PasswordForm({ onSubmit, submitting, submitId, children }: PasswordFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
      <AllFieldsRequired note>{children}</AllFieldsRequired>
      <button type="submit" disabled={submitting} className={primaryButton}>
        <FormattedMessage id={submitting ? 'password.busy' : submitId} />
      </button>
    </form>
  );
}
