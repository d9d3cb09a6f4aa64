// What the widget shows of a file: an image preview (jpg, jpeg, png, svg, gif, bmp) and the name
// and size. A local file is previewed from its bytes; a stored one from its URL, fetched with the
// token unless it is public.
import { useIntl } from 'react-intl';
import { FeatureMessages } from '../../i18n/feature-messages.tsx';
import { fileSize } from '../content/file-size.ts';
import { hasImagePreview } from './accepted-types.ts';
import { fileUploadMessages } from './messages/index.ts';
import { useObjectUrl, useProtectedBlob } from './use-object-url.ts';

interface FilePreviewProps {
  name: string;
  mimeType?: string;
  size?: number;
  /** The local file, when the user just chose it. */
  file?: File;
  /** The stored file's address. */
  url?: string;
  isPublic: boolean;
  accessToken: string | undefined;
}

/** The preview inside a tree that has the `fileUpload.*` texts (the upload widget). */
export function FilePreviewBody({
  name,
  mimeType,
  size,
  file,
  url,
  isPublic,
  accessToken,
}: FilePreviewProps) {
  const intl = useIntl();
  const image = hasImagePreview(name, mimeType ?? file?.type);
  const fetchStored = image && !file && !isPublic ? url : undefined;
  const fetched = useProtectedBlob(fetchStored, accessToken);
  const objectUrl = useObjectUrl(image ? (file ?? fetched) : undefined);
  const source = objectUrl ?? (image && isPublic && !file ? url : undefined);

  return (
    <div className="flex min-w-0 items-center gap-3">
      {image && (
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded border border-gray-300 bg-white">
          {source && (
            <img
              src={source}
              alt={intl.formatMessage({ id: 'fileUpload.preview' }, { name })}
              className="max-h-full max-w-full object-contain"
            />
          )}
        </div>
      )}
      <div className="min-w-0">
        {url && isPublic ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold break-all text-brand-primary-dark underline hover:no-underline"
          >
            {name}
          </a>
        ) : (
          <p className="font-semibold break-all">{name}</p>
        )}
        {size !== undefined && (
          <p className="text-sm text-ink-muted">{fileSize(size, intl.locale)}</p>
        )}
      </div>
    </div>
  );
}

/** The preview on its own (e.g. a read-only form), with its own texts. */
export function FilePreview(props: FilePreviewProps) {
  return (
    <FeatureMessages catalogues={fileUploadMessages}>
      <FilePreviewBody {...props} />
    </FeatureMessages>
  );
}
