// Tab "Downloads" of a program: its events of type DOWNLOAD, newest day first, each with its day,
// web address and file (the kit's download line), with add, edit and remove. They are the events
// relation's (its query and writes); the other events are the calendar tab's.
import { useIntl } from 'react-intl';
import { storedFile } from '../../../../../components/file-upload/stored-file.ts';
import { FileDownload } from '../../../../../components/cms/relations/FileDownload.tsx';
import { RelationList } from '../../../../../components/cms/relations/RelationList.tsx';
import { getFragmentData } from '../../../../../gql';
import type { DownloadsTab_DownloadFragment } from '../../../../../gql/graphql.ts';
import { useOrganisationEvents } from '../events/use-organisation-events.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import type { RelationTabProps } from '../relation-tab-props.ts';
import { DownloadForm } from './DownloadForm.tsx';
import { DownloadFragment } from './download-fragment.ts';
import { onlyDownloads } from './download-values.ts';

export default function DownloadsTab({ kind, ownerId }: RelationTabProps) {
  if (kind !== 'program') return null;
  return <ProgramDownloads ownerId={ownerId} />;
}

function ProgramDownloads({ ownerId }: { ownerId: string }) {
  const t = useOrganisationText();
  const { events, fallback, writers } = useOrganisationEvents('program', ownerId);
  if (fallback) return fallback;
  return (
    <RelationList
      title={t('downloads.list')}
      items={onlyDownloads(getFragmentData(DownloadFragment, events))}
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

function DownloadView({ download }: { download: DownloadsTab_DownloadFragment }) {
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
