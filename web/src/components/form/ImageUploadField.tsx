// An image of a record's form (a logo, a banner, an avatar): the upload widget shows the current
// image and replaces it (the save then sends the new file id); a remove button clears it.
// Read-only shows the image, or says there is none.
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useAppState } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';
import { IMAGE_ACCEPT } from '../file-upload/accepted-types.ts';
import { FilePreview } from '../file-upload/FilePreview.tsx';
import { FileUpload, type UploadedFile } from '../file-upload/FileUpload.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';

interface ImageUploadFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding an `UploadedFile` or null. */
  name: Path<T>;
  label: string;
  /** The remove button's text. */
  removeLabel: string;
  readOnly?: boolean;
  /** What read-only says without an image. */
  noneText?: string;
  /** The classes of the widget's column (its spacing by default). */
  className?: string;
}

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

export function ImageUploadField<T extends FieldValues>({
  control,
  name,
  label,
  removeLabel,
  readOnly = false,
  noneText,
  className = 'space-y-2',
}: ImageUploadFieldProps<T>) {
  const errorText = useFieldErrorText();
  const accessToken = useAppState(selectAccessToken);
  const { field, fieldState } = useController({ control, name });
  const file = field.value as UploadedFile | null;
  const error = errorText(fieldState.error?.message);

  let content: ReactNode;
  if (readOnly)
    content = (
      <>
        <div className="font-semibold">{label}</div>
        {file ? (
          <FilePreview
            name={file.name}
            mimeType={file.mimeType}
            size={file.size}
            url={file.url}
            isPublic={false}
            accessToken={accessToken}
          />
        ) : (
          <p className="text-ink-muted">{noneText}</p>
        )}
      </>
    );
  else
    content = (
      <>
        <FileUpload
          label={label}
          accept={IMAGE_ACCEPT}
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
            {removeLabel}
          </button>
        )}
        {error && <p className="text-sm font-semibold text-red-700">{error}</p>}
      </>
    );
  return <div className={className}>{content}</div>;
}
