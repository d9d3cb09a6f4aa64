// The download line of a stored file (a document's, a download's): its name, type and size as a
// link that sends the session's token.
import { useIntl } from 'react-intl';
import { fileSize } from '../../content/file-size.ts';
import { fileTypeLabel } from '../../content/file-type-label.ts';
import type { UploadedFile } from '../../file-upload/upload-request.ts';
import { AuthorizedDownload } from './AuthorizedDownload.tsx';
import { useRelationText } from './relation-text.ts';

export function FileDownload({ file }: { file: UploadedFile }) {
  const intl = useIntl();
  const t = useRelationText();
  return (
    <p className="break-all">
      <AuthorizedDownload url={file.url} name={file.name}>
        {t('file.download', {
          name: file.name,
          type: fileTypeLabel(file.name, file.mimeType),
          size: fileSize(file.size, intl.locale),
        })}
      </AuthorizedDownload>
    </p>
  );
}
