// The avatar of the user form: the shared image field (upload, replace, remove); without a
// picture the initials avatar stands beside it.
import { type Control, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { ImageUploadField } from '../../../components/form/ImageUploadField.tsx';
import type { UserValues } from './form-values.ts';

interface AvatarFieldProps {
  control: Control<UserValues>;
  /** The user's name, for the initials. */
  name: string;
}

export function AvatarField({ control, name }: AvatarFieldProps) {
  const intl = useIntl();
  const file = useWatch({ control, name: 'avatar' });
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {!file && <Avatar name={name} className="size-24 text-2xl" />}
      <ImageUploadField
        control={control}
        name="avatar"
        label={intl.formatMessage({ id: 'users.form.avatar' })}
        removeLabel={intl.formatMessage({ id: 'users.form.avatarRemove' })}
        className="min-w-0 flex-1 space-y-2"
      />
    </div>
  );
}
