// Tab "Downloads" of a program: its events of type DOWNLOAD, newest day first, each with its day,
// web address and file (a download link that sends the session's token), with add, edit and
// remove. The other events are the calendar tab's.
import { useIntl } from 'react-intl';
import { fileSize } from '../../../../../components/content/file-size.ts';
import { fileTypeLabel } from '../../../../../components/content/file-type-label.ts';
import { AuthorizedDownload } from '../../../../../components/relation-list/AuthorizedDownload.tsx';
import { RelationList } from '../../../../../components/relation-list/RelationList.tsx';
import { useOrganisationText } from '../../organisation-text.ts';
import type { OwnPartTabProps } from '../part-tab-props.ts';
import { downloadMutations, type PartDownload } from '../parts-documents.ts';
import { usePartMutations, useParts } from '../use-parts.tsx';
import { DownloadForm } from './DownloadForm.tsx';
import { onlyDownloads } from './download-values.ts';

export default function DownloadsTab({ kind, ownerId }: OwnPartTabProps) {
  const t = useOrganisationText();
  const { data, fallback } = useParts(kind, ownerId);
  const { add, update, remove } = usePartMutations(kind, ownerId, downloadMutations);
  if (fallback) return fallback;
  const owner = data?.owner;
  const downloads = onlyDownloads(owner && 'downloads' in owner ? owner.downloads : []);

  return (
    <RelationList
      title={t('downloads.list')}
      items={downloads}
      canEdit
      emptyText={t('downloads.empty')}
      addLabel={t('downloads.add')}
      itemName={(download) => download.title}
      renderItem={(download) => <DownloadView download={download} />}
      renderForm={({ item, close }) => (
        <DownloadForm item={item} close={close} add={add} update={update} />
      )}
      remove={(download) => remove(download.id)}
    />
  );
}

function DownloadView({ download }: { download: PartDownload }) {
  const intl = useIntl();
  const t = useOrganisationText();
  const { file } = download;
  return (
    <div className="space-y-1">
      <h3 className="font-semibold break-words">{download.title}</h3>
      <p className="text-ink-muted">
        {download.date
          ? intl.formatDate(`${download.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
          : t('downloads.noDate')}
      </p>
      {file && (
        <p className="break-all">
          <AuthorizedDownload url={file.url} name={file.name}>
            {t('downloads.fileLink', {
              name: file.name,
              type: fileTypeLabel(file.name, file.mimeType),
              size: fileSize(file.size, intl.locale),
            })}
          </AuthorizedDownload>
        </p>
      )}
      {download.url && <p className="break-all text-sm">{download.url}</p>}
    </div>
  );
}
