// Tab "Downloads" of a program: its events of type DOWNLOAD, newest day first, each with its day,
// web address and file (the kit's download line), with add, edit and remove. The other events are
// the calendar tab's.
import { useIntl } from 'react-intl';
import { storedFile } from '../../../../../components/file-upload/stored-file.ts';
import { FileDownload } from '../../../../../components/relation-list/FileDownload.tsx';
import { RelationList } from '../../../../../components/relation-list/RelationList.tsx';
import { useRelation } from '../../../../../components/relation-list/use-relation.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import type { OwnPartTabProps, PartDownload } from '../part-tab-props.ts';
import { downloadWrites } from '../parts-mutations.ts';
import { OrganisationPartsQuery } from '../parts-queries.ts';
import { partsOf } from '../use-parts.tsx';
import { DownloadForm } from './DownloadForm.tsx';
import { onlyDownloads } from './download-values.ts';

export default function DownloadsTab({ kind, ownerId }: OwnPartTabProps) {
  if (kind !== 'program') return null;
  return <ProgramDownloads ownerId={ownerId} />;
}

function ProgramDownloads({ ownerId }: { ownerId: string }) {
  const t = useOrganisationText();
  const { data, fallback, writers } = useRelation(
    OrganisationPartsQuery,
    partsOf('program', ownerId),
    { kind: 'PROGRAM', ownerId },
    downloadWrites,
    { refetchOnUpdate: true },
  );
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
        <DownloadForm item={item} close={close} add={writers.add} update={writers.update} />
      )}
      remove={(download) => writers.remove(download.id)}
    />
  );
}

function DownloadView({ download }: { download: PartDownload }) {
  const intl = useIntl();
  const t = useOrganisationText();
  const file = storedFile(download.file);
  return (
    <div className="space-y-1">
      <h3 className="font-semibold break-words">{download.title}</h3>
      <p className="text-ink-muted">
        {download.date
          ? intl.formatDate(`${download.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
          : t('downloads.noDate')}
      </p>
      {file && <FileDownload file={file} />}
      {download.url && <p className="break-all text-sm">{download.url}</p>}
    </div>
  );
}
