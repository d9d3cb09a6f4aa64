// The logo or banner of the editor form: the upload widget shows the current image and replaces
// it (the save then sends the new file id); a remove button clears it. Read-only shows the image.
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FilePreview } from '../../../../../components/file-upload/FilePreview.tsx';
import { FileUpload } from '../../../../../components/file-upload/FileUpload.tsx';
import { useFieldErrorText } from '../../../../../components/form/use-field-error-text.ts';
import { useAppState } from '../../../../../store/hooks.tsx';
import type { AppState } from '../../../../../store/state.ts';
import { type FieldTabProps, useEditorText } from './tab-props.ts';

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
const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

interface ImageFieldProps {
  control: FieldTabProps['control'];
  name: 'logo' | 'banner';
  label: string;
  readOnly: boolean;
}

export function ImageField({ control, name, label, readOnly }: ImageFieldProps) {
  const intl = useIntl();
  const t = useEditorText();
  const errorText = useFieldErrorText();
  const accessToken = useAppState(selectAccessToken);
  const { field, fieldState } = useController({ control, name });
  const file = field.value;
  const error = errorText(fieldState.error?.message);

  if (readOnly) {
    return (
      <div className="space-y-2">
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
          <p className="text-ink-muted">{t('image.none')}</p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-2">
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
          {intl.formatMessage({ id: 'cmsEvaluations.editor.image.remove' }, { label })}
        </button>
      )}
      {error && <p className="text-sm font-semibold text-red-700">{error}</p>}
    </div>
  );
}
