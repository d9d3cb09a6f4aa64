// The form of a new user (admin): the same fields as a user's page, empty; creating it leads to
// the new user's page, where the activation mail is sent.
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formResolver } from '../../../components/form/form-resolver.ts';
import type { UserChoiceOptions } from './choices.ts';
import { fullName, newUserValues, type UserValues, userSchema } from './form-values.ts';
import { UserFields } from './UserFields.tsx';
import { UserSaveBar } from './UserSaveBar.tsx';
import { useCreateUser } from './use-save-user.ts';

export function CreateUserForm({ options }: { options: UserChoiceOptions }) {
  const intl = useIntl();
  const form = useForm<UserValues>({
    resolver: formResolver(userSchema),
    defaultValues: newUserValues,
    mode: 'onTouched',
  });
  const { save, outcome, otherMessages } = useCreateUser(form);
  const names = useWatch({ control: form.control, name: ['firstName', 'middleName', 'lastName'] });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-6">
      <p>{intl.formatMessage({ id: 'users.create.intro' })}</p>
      <p className="text-sm text-ink-muted">{intl.formatMessage({ id: 'users.form.optional' })}</p>
      <UserFields
        control={form.control}
        options={options}
        locked={[]}
        avatarName={fullName({ firstName: names[0], middleName: names[1], lastName: names[2] })}
      />
      <UserSaveBar
        control={form.control}
        outcome={outcome}
        otherMessages={otherMessages}
        saveLabel={intl.formatMessage({ id: 'users.create.submit' })}
      />
    </form>
  );
}
