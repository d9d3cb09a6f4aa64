// The avatar of the user form: the upload widget shows the current picture and replaces it (the
// save then sends the new file id); a remove button clears it. Without a picture the initials
// avatar stands beside the widget.
import { type Control, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { FileUpload } from '../../../components/file-upload/FileUpload.tsx';
import type { UserValues } from './form-values.ts';

const imageTypes = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.svg',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
];

interface AvatarFieldProps {
  control: Control<UserValues>;
  /** The user's name, for the initials. */
  name: string;
}

export function AvatarField({ control, name }: AvatarFieldProps) {
  const intl = useIntl();
  const { field } = useController({ control, name: 'avatar' });
  const file = field.value;
  const label = intl.formatMessage({ id: 'users.form.avatar' });
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {!file && <Avatar name={name} className="size-24 text-2xl" />}
      <div className="min-w-0 flex-1 space-y-2">
        <FileUpload
          label={label}
          accept={imageTypes}
          currentFile={file}
          clearAfterUpload
          onUploaded={(uploaded) => {
            field.onChange(uploaded);
            field.onBlur();
          }}
        />
        {file && (
          <button
            type="button"
            ref={field.ref}
            className="min-h-11 rounded-md border border-neutral-500 bg-white px-4 font-semibold hover:bg-gray-100"
            onClick={() => field.onChange(null)}
          >
            {intl.formatMessage({ id: 'users.form.avatarRemove' })}
          </button>
        )}
      </div>
    </div>
  );
}
