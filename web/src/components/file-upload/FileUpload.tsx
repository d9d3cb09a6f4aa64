// The file upload widget (spec sections 4, 5, 9): drop a file on the zone or choose one with the
// button; a file of another type, or larger than the session settings' `upload_max_bytes`, is
// refused in the browser before anything is sent; the upload to /v1/files shows the
// bytes sent and can be cancelled; the uploaded file is shown with a preview (images), or the
// widget clears itself 1 s later. State changes are announced politely.
import { type DragEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { uploadMaxBytes } from '../../store/selectors.ts';
import type { AppState } from '../../store/state.ts';
import { fileSize } from '../content/file-size.ts';
import { acceptAttribute, DEFAULT_ACCEPT, isAccepted } from './accepted-types.ts';
import { FilePreviewBody } from './FilePreview.tsx';
import { fileUploadMessages } from './messages/index.ts';
import { UploadProgress } from './UploadProgress.tsx';
import type { UploadedFile } from './upload-request.ts';
import { type UploadState, useUpload } from './use-upload.ts';

export type { UploadedFile } from './upload-request.ts';

export interface FileUploadProps {
  label: string;
  /** Extensions ("png", ".pdf") or MIME types ("image/png", "image/*"); default: the spec's list. */
  accept?: readonly string[];
  onUploaded(file: UploadedFile): void;
  /** Return to the empty widget 1 s after an upload (e.g. adding documents one after another). */
  clearAfterUpload?: boolean;
  /** The file the record has now, shown until another is uploaded. */
  currentFile?: { url: string; name: string; mimeType?: string } | null;
  disabled?: boolean;
  /** The stored file can be read without signing in (its preview loads straight from its URL). */
  isPublic?: boolean;
}

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

const buttonClass =
  'min-h-11 rounded-md bg-brand-primary-dark px-4 py-2 font-semibold text-white hover:bg-brand-primary-darker disabled:opacity-70';

/** The types the user may choose, as people know them ("PNG, JPG, PDF"). */
function acceptedNames(accept: readonly string[]): string {
  const names = accept.filter((entry) => !entry.includes('/'));
  return [...new Set(names.map((entry) => entry.replace(/^\./, '').toUpperCase()))].join(', ');
}

function StatusText({ state }: { state: UploadState }) {
  const intl = useIntl();
  if (state.status === 'uploaded')
    return <>{intl.formatMessage({ id: 'fileUpload.uploaded' }, { name: state.uploaded.name })}</>;
  if (state.status === 'uploading')
    return (
      <span className="sr-only">
        {intl.formatMessage({ id: 'fileUpload.uploading' }, { name: state.file.name })}
      </span>
    );
  if (state.problem)
    return (
      <span className="text-red-700">
        {intl.formatMessage(
          { id: `fileUpload.error.${state.problem}` },
          { max: fileSize(state.maxBytes ?? 0, intl.locale) },
        )}
      </span>
    );
  if (state.cancelled) return <>{intl.formatMessage({ id: 'fileUpload.cancelled' })}</>;
  return null;
}

function Upload({
  label,
  accept = DEFAULT_ACCEPT,
  onUploaded,
  clearAfterUpload = false,
  currentFile,
  disabled = false,
  isPublic = false,
}: FileUploadProps) {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const accessToken = useAppState(selectAccessToken);
  const maxBytes = useAppState(uploadMaxBytes);
  const { state, upload, refuse, cancel } = useUpload({
    accessToken,
    locale: intl.locale,
    clearAfterUpload,
    onUploaded,
  });
  const busy = state.status === 'uploading';
  const types = acceptedNames(accept);

  function take(file: File | undefined) {
    if (!file || disabled || busy) return;
    if (!isAccepted(file, accept)) refuse();
    // The server would refuse it with 413 after the whole file was sent.
    else if (maxBytes !== null && file.size > maxBytes) refuse({ maxBytes });
    else upload(file);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled && !busy) setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  const shown =
    state.status === 'uploaded'
      ? { ...state.uploaded, file: state.file }
      : currentFile
        ? { ...currentFile, size: undefined, file: undefined }
        : undefined;
  const failedFile = state.status === 'idle' && state.problem === 'failed' ? state.file : undefined;

  return (
    <fieldset className="min-w-0 space-y-2 border-0 p-0">
      <legend className="mb-2 p-0 font-semibold">{label}</legend>
      {shown && (
        <div className="rounded-md border border-gray-300 p-2">
          {state.status !== 'uploaded' && (
            <p className="mb-1 text-sm text-ink-muted">
              {intl.formatMessage({ id: 'fileUpload.current' })}
            </p>
          )}
          <FilePreviewBody
            name={shown.name}
            mimeType={shown.mimeType}
            size={shown.size}
            file={shown.file}
            url={shown.url}
            isPublic={isPublic}
            accessToken={accessToken}
          />
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the button does the same */}
      <div
        data-drop-zone
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={`rounded-md border-2 border-dashed p-4 ${
          dragging ? 'border-brand-primary-dark bg-brand-primary/10' : 'border-neutral-500'
        } ${disabled ? 'opacity-70' : ''}`}
      >
        {state.status === 'uploading' ? (
          <UploadProgress
            name={state.file.name}
            loaded={state.loaded}
            total={state.total}
            onCancel={cancel}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span aria-hidden="true">{intl.formatMessage({ id: 'fileUpload.drop' })}</span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
              aria-describedby={types ? `${id}types` : undefined}
              className={buttonClass}
            >
              {intl.formatMessage({
                id: shown ? 'fileUpload.chooseAnother' : 'fileUpload.choose',
              })}
            </button>
            {types && (
              <p id={`${id}types`} className="w-full text-sm text-ink-muted">
                {intl.formatMessage({ id: 'fileUpload.accepted' }, { types })}
              </p>
            )}
          </div>
        )}
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          accept={acceptAttribute(accept)}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // The same file chosen again (after an error) must fire a change again.
            event.target.value = '';
          }}
        />
      </div>
      <p role="status" className="min-h-6 font-semibold">
        <StatusText state={state} />
      </p>
      {failedFile && (
        <button
          type="button"
          onClick={() => upload(failedFile)}
          className="min-h-11 rounded-md border border-neutral-500 bg-white px-4 py-2 font-semibold text-ink hover:bg-gray-100"
        >
          {intl.formatMessage({ id: 'fileUpload.retry' })}
        </button>
      )}
    </fieldset>
  );
}

/** The widget with its own texts (`fileUpload.*`), so screens need not load them. */
export function FileUpload(props: FileUploadProps) {
  return (
    <FeatureMessages catalogues={fileUploadMessages}>
      <Upload {...props} />
    </FeatureMessages>
  );
}
