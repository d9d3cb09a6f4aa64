// The uploading state: a real progress bar with the bytes sent, and a cancel button.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fileSize } from '../content/file-size.ts';

interface UploadProgressProps {
  name: string;
  loaded: number;
  total: number;
  onCancel(): void;
}

export function UploadProgress({ name, loaded, total, onCancel }: UploadProgressProps) {
  const intl = useIntl();
  const textId = useId();
  const bytes = intl.formatMessage(
    { id: 'fileUpload.progress' },
    { loaded: fileSize(loaded, intl.locale), total: fileSize(total, intl.locale) },
  );
  return (
    <div className="space-y-2">
      <p className="font-semibold break-all">
        {intl.formatMessage({ id: 'fileUpload.uploading' }, { name })}
      </p>
      <progress
        className={
          'h-3 w-full appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-brand-primary-dark ' +
          '[&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-primary-dark'
        }
        max={Math.max(total, 1)}
        value={Math.min(loaded, total)}
        aria-label={intl.formatMessage({ id: 'fileUpload.progressLabel' })}
        aria-valuetext={bytes}
        aria-describedby={textId}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={textId} className="text-sm text-ink-muted">
          {bytes}
        </p>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-neutral-500 bg-white px-4 py-2 font-semibold text-ink hover:bg-gray-100"
        >
          {intl.formatMessage({ id: 'fileUpload.cancel' })}
        </button>
      </div>
    </div>
  );
}
