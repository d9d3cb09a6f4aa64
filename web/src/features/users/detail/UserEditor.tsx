// The form of an existing user: every field, the locked ones read-only (edit-rights.ts), one Save.
import { useMutation } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { EditorSaveBar } from '../../../components/cms/editor/EditorSaveBar.tsx';
import { useEditorSave } from '../../../components/cms/editor/use-editor-save.ts';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { getFragmentData } from '../../../gql';
import type { UserForm_UserFragment } from '../../../gql/graphql.ts';
import type { UserChoiceOptions } from './choices.ts';
import { UpdateUserMutation, UserFormFragment } from './detail-operations.ts';
import type { UserEditRights } from './edit-rights.ts';
import {
  changedInput,
  fullName,
  toFormValues,
  type UserValues,
  userSchema,
} from './form-values.ts';
import { UserFields } from './UserFields.tsx';
import { saveTexts, serverFieldMap } from './user-save.ts';

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
  const [update] = useMutation(UpdateUserMutation);
  const { save, outcome, otherMessages } = useEditorSave({
    form,
    changes: (saved: UserValues, values: UserValues) => changedInput(saved, values, rights.locked),
    send: async (input) => {
      const result = await update({ variables: { id: user.id, input }, context: { quiet: true } });
      const saved = getFragmentData(UserFormFragment, result.data?.updateUser);
      return saved && toFormValues(saved);
    },
    serverFieldMap,
  });
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
      <EditorSaveBar
        control={form.control}
        outcome={outcome}
        otherMessages={otherMessages}
        texts={saveTexts(intl, 'users.form.save')}
      />
    </form>
  );
}
