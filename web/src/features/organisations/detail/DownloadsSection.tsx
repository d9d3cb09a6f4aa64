// A program's downloads: the spec sends them as events (type "download"), so they are listed
// here as files to fetch rather than drawn on the calendar. A download with a stored file links
// to that file (public, as its event is); else its web address opens in a new window.
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { FileListItem } from './DownloadFileLink.tsx';
import { ExternalLink } from './ExternalLink.tsx';

export const OrganisationDownloadFragment = graphql(`
  fragment OrganisationDownload_event on Event {
    id
    title
    url
    date
    startsAt
    file {
      ...StoredFile_file
    }
  }
`);

export function DownloadsSection(props: {
  downloads: readonly FragmentType<typeof OrganisationDownloadFragment>[];
}) {
  const intl = useIntl();
  const downloads = getFragmentData(OrganisationDownloadFragment, props.downloads);
  if (downloads.length === 0) return null;
  return (
    <DetailSection title={intl.formatMessage({ id: 'organisations.downloads.title' })}>
      <ul className="space-y-2">
        {downloads.map((download) => {
          const day = download.date ?? download.startsAt;
          return (
            <FileListItem key={download.id} title={download.title} file={download.file}>
              <div className="min-w-0">
                {download.url && !download.file ? (
                  <ExternalLink
                    href={download.url}
                    className="font-semibold break-words text-brand-primary-dark underline"
                  >
                    {download.title}
                  </ExternalLink>
                ) : (
                  <span className="font-semibold break-words">{download.title}</span>
                )}
                {day && (
                  <p className="text-sm text-ink-muted">
                    {intl.formatMessage(
                      { id: 'organisations.downloads.published' },
                      {
                        date: intl.formatDate(download.date ? `${download.date}T00:00:00Z` : day, {
                          day: 'numeric',
                          month: 'long',
                          year: 'numeric',
                          ...(download.date ? { timeZone: 'UTC' } : {}),
                        }),
                      },
                    )}
                  </p>
                )}
              </div>
            </FileListItem>
          );
        })}
      </ul>
    </DetailSection>
  );
}
