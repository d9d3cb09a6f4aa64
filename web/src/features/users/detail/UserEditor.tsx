// The form of an existing user: every field, the locked ones read-only (edit-rights.ts), one Save.
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formResolver } from '../../../components/form/form-resolver.ts';
import type { UserForm_UserFragment } from '../../../gql/graphql.ts';
import type { UserChoiceOptions } from './choices.ts';
import type { UserEditRights } from './edit-rights.ts';
import { fullName, toFormValues, type UserValues, userSchema } from './form-values.ts';
import { UserFields } from './UserFields.tsx';
import { UserSaveBar } from './UserSaveBar.tsx';
import { useUpdateUser } from './use-save-user.ts';

interface UserEditorProps {
  user: UserForm_UserFragment;
  options: UserChoiceOptions;
  rights: UserEditRights;
}

export function UserEditor({ user, options, rights }: UserEditorProps) {
  const intl = useIntl();
  const form = useForm<UserValues>({
    resolver: formResolver(userSchema),
    defaultValues: toFormValues(user),
    mode: 'onTouched',
  });
  const { save, outcome, otherMessages } = useUpdateUser(form, user.id, rights.locked);
  const names = useWatch({ control: form.control, name: ['firstName', 'middleName', 'lastName'] });
  const avatarName =
    fullName({ firstName: names[0], middleName: names[1], lastName: names[2] }) || user.name;

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-6">
      <p className="text-sm text-ink-muted">{intl.formatMessage({ id: 'users.form.optional' })}</p>
      {rights.ownAccount && rights.locked.length > 0 && (
        <p className="rounded-md bg-surface-muted p-4">
          {intl.formatMessage({ id: 'users.form.ownReadOnly' })}
        </p>
      )}
      <UserFields
        control={form.control}
        options={options}
        locked={rights.locked}
        avatarName={avatarName}
      />
      <UserSaveBar
        control={form.control}
        outcome={outcome}
        otherMessages={otherMessages}
        saveLabel={intl.formatMessage({ id: 'users.form.save' })}
      />
    </form>
  );
}
