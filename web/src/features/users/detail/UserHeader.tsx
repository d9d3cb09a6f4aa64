// The head of a user's page: avatar (picture or initials), role and activation state, and the
// admin's actions (send the activation mail, delete).
import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { storedFile } from '../../../components/file-upload/stored-file.ts';
import type { UserForm_UserFragment } from '../../../gql/graphql.ts';
import { useSendActivation } from '../activate/use-send-activation.ts';
import { activeLabel, genderLabel, roleLabel } from '../labels.ts';
import type { UserEditRights } from './edit-rights.ts';
import { useDeleteUser } from './use-delete-user.ts';

const actionButton =
  'min-h-11 rounded-md border border-neutral-500 bg-white px-4 font-semibold text-ink hover:bg-surface-muted disabled:opacity-70';
const deleteButton =
  'min-h-11 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70';

interface UserHeaderProps {
  user: UserForm_UserFragment;
  rights: UserEditRights;
}

export function UserHeader({ user, rights }: UserHeaderProps) {
  const intl = useIntl();
  const sendActivation = useSendActivation();
  const { deleteUser, deleting } = useDeleteUser(user);
  const dateText = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const salutation = user.gender ? `${intl.formatMessage({ id: genderLabel(user.gender) })} ` : '';

  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar
        name={user.name}
        imageUrl={storedFile(user.avatar)?.url}
        decorative
        className="size-16"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">
          {salutation}
          {user.name} · {intl.formatMessage({ id: roleLabel(user.role?.name) })} ·{' '}
          {intl.formatMessage({ id: activeLabel(user.isActive) })}
        </p>
        <p className="text-sm text-ink-muted">
          {user.activatedAt
            ? intl.formatMessage(
                { id: 'users.detail.activatedAt' },
                { date: dateText(user.activatedAt) },
              )
            : intl.formatMessage({ id: 'users.detail.notActivated' })}
          {user.lastLoginAt &&
            ` · ${intl.formatMessage({ id: 'users.detail.lastLogin' }, { date: dateText(user.lastLoginAt) })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {rights.canSendActivation && user.isActive && (
          <button type="button" className={actionButton} onClick={() => void sendActivation(user)}>
            {intl.formatMessage({ id: 'users.detail.activate' })}
          </button>
        )}
        {rights.canDelete && (
          <button
            type="button"
            className={deleteButton}
            disabled={deleting}
            onClick={() => void deleteUser()}
          >
            {intl.formatMessage({ id: 'users.detail.delete' })}
          </button>
        )}
      </div>
    </div>
  );
}
