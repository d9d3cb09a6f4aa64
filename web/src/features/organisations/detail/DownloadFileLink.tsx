// The link to a download's stored file, with its type and size, like a public document's.
import { useIntl } from 'react-intl';
import { fileTypeLabel } from '../../../components/content/file-type-label.ts';
import { humanSize } from './document-groups.ts';

interface DownloadFile {
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

export function DownloadFileLink({ file, title }: { file: DownloadFile; title: string }) {
  const intl = useIntl();
  const size = humanSize(file.size);
  return (
    <a
      href={file.url}
      download={file.name}
      className="inline-flex min-h-11 items-center rounded-md border border-brand-primary-dark px-3 font-semibold text-brand-primary-dark hover:bg-surface-muted"
    >
      {intl.formatMessage(
        { id: 'organisations.documents.download' },
        {
          type: fileTypeLabel(file.name, file.mimeType),
          size: intl.formatNumber(size.value, {
            style: 'unit',
            unit: size.unit,
            unitDisplay: 'short',
          }),
        },
      )}
      <span className="sr-only">: {title}</span>
    </a>
  );
}
