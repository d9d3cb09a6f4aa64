// The form of an existing user: every field, the locked ones read-only (edit-rights.ts), one Save.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { EditorSaveBar } from '../../../components/cms/editor/EditorSaveBar.tsx';
import { useCmsEditor } from '../../../components/cms/editor/use-cms-editor.ts';
import type { OrganisationOptions } from '../../../components/form/organisation-choices.ts';
import { getFragmentData } from '../../../gql';
import type { UserForm_UserFragment } from '../../../gql/graphql.ts';
import { UpdateUserMutation, UserFormFragment } from './detail-operations.ts';
import type { UserEditRights } from './edit-rights.ts';
import { changedInput, toFormValues, type UserValues, userSchema } from './form-values.ts';
import { UserFields } from './UserFields.tsx';
import { saveTexts, serverFieldMap } from './user-save.ts';

interface UserEditorProps {
  user: UserForm_UserFragment;
  options: OrganisationOptions;
  rights: UserEditRights;
}

export function UserEditor({ user, options, rights }: UserEditorProps) {
  const intl = useIntl();
  const [update] = useMutation(UpdateUserMutation);
  const { form, save, outcome, otherMessages } = useCmsEditor({
    schema: userSchema,
    values: toFormValues(user),
    changes: (saved: UserValues, values: UserValues) => changedInput(saved, values, rights.locked),
    send: async (input) => {
      const result = await update({ variables: { id: user.id, input }, context: { quiet: true } });
      const saved = getFragmentData(UserFormFragment, result.data?.updateUser);
      return saved && toFormValues(saved);
    },
    serverFieldMap,
  });

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
        savedName={user.name}
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
