// A file of a relation form: the upload widget (the file goes to /v1/files at once; the form keeps
// what the server answered) with the chosen file's name and the field's error under it.
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { secondaryButton } from '../../buttons/button-styles.ts';
import { FileUpload } from '../../file-upload/FileUpload.tsx';
import type { UploadedFile } from '../../file-upload/upload-request.ts';
import { useFieldErrorText } from '../../form/use-field-error-text.ts';
import { useRelationText } from './relation-text.ts';

interface UploadInputProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  accept?: string[];
  /** Offer a button that takes the file away (an optional image). */
  removable?: boolean;
  onUploaded?: (file: UploadedFile) => void;
}

export function UploadInput<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  removable = false,
  onUploaded,
}: UploadInputProps<T>) {
  const t = useRelationText();
  const errorText = useFieldErrorText();
  const errorId = `${useId()}-error`;
  const { field, fieldState } = useController({ control, name });
  const file = field.value as UploadedFile | null;
  const error = errorText(fieldState.error?.message);
  return (
    <div className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <FileUpload
        label={label}
        accept={accept}
        currentFile={file}
        onUploaded={(uploaded) => {
          field.onChange(uploaded);
          field.onBlur();
          onUploaded?.(uploaded);
        }}
      />
      {file && removable && (
        <button
          type="button"
          ref={field.ref}
          className={secondaryButton}
          onClick={() => field.onChange(null)}
        >
          {t('file.remove', { name: file.name })}
        </button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
