// Changing one's own password: the current one, a new one with the live checklist of the rules
// under it, and the new one again. The server's refusals (a wrong current password, a rule)
// land under their fields; on success a status message says so and the fields are emptied.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toApiFailure } from '../../../api/api-failure.ts';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { AllFieldsRequired } from '../../../components/form/AllFieldsRequired.tsx';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { useDispatch } from '../../../store/hooks.tsx';
import { PasswordChecklist, usePasswordConfirmation } from '../../auth/index.ts';
import {
  type ChangePasswordValues,
  changePasswordSchema,
  emptyPasswordValues,
} from './change-password-schema.ts';
import { ChangePasswordMutation } from './password-operations.ts';

type Outcome = 'changed' | 'invalid' | null;

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

export function ChangePasswordForm() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const checklistId = useId();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const form = useForm<ChangePasswordValues>({
    resolver: formResolver(changePasswordSchema),
    defaultValues: emptyPasswordValues,
    mode: 'onTouched',
  });
  const { control, reset, setError, handleSubmit } = form;
  const { isSubmitting } = form.formState;
  const password = usePasswordConfirmation(form);

  const onValid = async (values: ChangePasswordValues) => {
    setOtherMessages([]);
    setOutcome(null);
    try {
      await changePassword({ variables: { input: values }, context: { quiet: true } });
      reset(emptyPasswordValues);
      setOutcome('changed');
    } catch (error) {
      if (!isRefusal(error)) {
        dispatch({ type: 'api/failed', failure: toApiFailure(error) });
        return;
      }
      setOtherMessages(applyServerErrors(error, setError, {}, Object.keys(emptyPasswordValues)));
      setOutcome('invalid');
    }
  };
  const field = (
    name: keyof ChangePasswordValues,
    label: 'users.password.current' | 'users.password.new' | 'users.password.confirmation',
    autoComplete: string,
  ) => ({
    control,
    name,
    label: intl.formatMessage({ id: label }),
    type: 'password' as const,
    autoComplete,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setOutcome('invalid'))(event)}
      className="max-w-md space-y-5"
    >
      <AllFieldsRequired>
        <TextInputField
          {...field('currentPassword', 'users.password.current', 'current-password')}
        />
        <TextInputField
          {...field('password', 'users.password.new', 'new-password')}
          describedBy={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} />
        <TextInputField
          {...field('passwordConfirmation', 'users.password.confirmation', 'new-password')}
        />
      </AllFieldsRequired>
      <FormAlert messages={otherMessages} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {intl.formatMessage({
            id: isSubmitting ? 'users.password.busy' : 'users.password.submit',
          })}
        </button>
        <p
          role="status"
          className={`font-semibold ${outcome === 'invalid' ? 'text-red-700' : 'text-green-800'}`}
        >
          {outcome && !isSubmitting
            ? intl.formatMessage({
                id: outcome === 'changed' ? 'users.password.changed' : 'users.form.invalid',
              })
            : ''}
        </p>
      </div>
    </form>
  );
}
