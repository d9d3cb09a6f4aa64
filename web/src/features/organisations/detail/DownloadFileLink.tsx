// A public file in an organisation's lists (documents, downloads): its row, and the link that
// downloads its stored file, with its type and size.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fileTypeLabel } from '../../../components/content/file-type-label.ts';
import {
  type StoredFileFragment,
  storedFile,
} from '../../../components/file-upload/stored-file.ts';
import type { FragmentType } from '../../../gql';
import { humanSize } from './document-groups.ts';

type StoredFileRef = FragmentType<typeof StoredFileFragment>;

export function DownloadFileLink({ file: ref, title }: { file: StoredFileRef; title: string }) {
  const intl = useIntl();
  const file = storedFile(ref);
  if (!file) return null;
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

/** A row of a file list: what it is on the one side, its download (when it has a file) on the other. */
export function FileListItem(props: {
  title: string;
  file: StoredFileRef | null;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 bg-white p-3">
      {props.children}
      {props.file && <DownloadFileLink file={props.file} title={props.title} />}
    </li>
  );
}
