// Changing one's own password: the current one, a new one with the live checklist of the rules
// under it, and the new one again. The server's refusals (a wrong current password, a rule)
// land under their fields; on success a status message says so and the fields are emptied.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toApiFailure } from '../../../api/api-failure.ts';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { useFieldErrorText } from '../../../components/form/use-field-error-text.ts';
import { useDispatch } from '../../../store/hooks.tsx';
import { PasswordChecklist } from '../../auth/index.ts';
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
  const errorText = useFieldErrorText();
  const dispatch = useDispatch();
  const checklistId = useId();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const {
    register,
    control,
    getFieldState,
    trigger,
    reset,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: formResolver(changePasswordSchema),
    defaultValues: emptyPasswordValues,
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  // A changed password can make the confirmation match, or stop matching; until the user has
  // been in the confirmation field it says nothing.
  const recheckConfirmation = () => {
    if (getFieldState('passwordConfirmation').isTouched) void trigger('passwordConfirmation');
  };

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
    label: intl.formatMessage({ id: label }),
    type: 'password',
    autoComplete,
    error: errorText(errors[name]),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setOutcome('invalid'))(event)}
      className="max-w-md space-y-5"
    >
      <TextField
        {...field('currentPassword', 'users.password.current', 'current-password')}
        {...register('currentPassword')}
      />
      <TextField
        {...field('password', 'users.password.new', 'new-password')}
        describedBy={checklistId}
        {...register('password', { onChange: recheckConfirmation })}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <TextField
        {...field('passwordConfirmation', 'users.password.confirmation', 'new-password')}
        {...register('passwordConfirmation')}
      />
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
