// The form of a new user (admin): the same fields as a user's page, empty; creating it leads to
// the new user's page, where the activation mail is sent.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { EditorSaveBar } from '../../../components/cms/editor/EditorSaveBar.tsx';
import { useCmsEditor } from '../../../components/cms/editor/use-cms-editor.ts';
import type { OrganisationOptions } from '../../../components/form/organisation-choices.ts';
import { leaveWithoutPrompt } from '../../../components/form/use-unsaved-changes-warning.tsx';
import { CreateUserMutation } from './detail-operations.ts';
import { newUserValues, toCreateInput, type UserValues, userSchema } from './form-values.ts';
import { UserFields } from './UserFields.tsx';
import { saveTexts, serverFieldMap } from './user-save.ts';

export function CreateUserForm({ options }: { options: OrganisationOptions }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [create] = useMutation(CreateUserMutation);
  const { form, save, outcome, otherMessages } = useCmsEditor({
    schema: userSchema,
    values: newUserValues,
    changes: (_saved: UserValues, values: UserValues) => toCreateInput(values),
    send: async (input) => {
      const result = await create({ variables: { input }, context: { quiet: true } });
      const id = result.data?.createUser.id;
      if (id) await navigate(`/cms/users/${id}`, { state: leaveWithoutPrompt, replace: true });
      return undefined;
    },
    serverFieldMap,
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-6">
      <p>{intl.formatMessage({ id: 'users.create.intro' })}</p>
      <p className="text-sm text-ink-muted">{intl.formatMessage({ id: 'users.form.optional' })}</p>
      <UserFields control={form.control} options={options} locked={[]} />
      <EditorSaveBar
        control={form.control}
        outcome={outcome}
        otherMessages={otherMessages}
        texts={saveTexts(intl, 'users.create.submit')}
      />
    </form>
  );
}
