// The organisation's public documents, grouped by type, each with file type, size and download.
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { OrganisationsMessageKey } from '../messages/index.ts';
import { FileListItem } from './DownloadFileLink.tsx';
import { groupDocuments } from './document-groups.ts';

export const OrganisationDocumentFragment = graphql(`
  fragment OrganisationDocument_document on Document {
    id
    type
    title
    file {
      ...StoredFile_file
    }
  }
`);

export function DocumentsSection(props: {
  documents: readonly FragmentType<typeof OrganisationDocumentFragment>[];
}) {
  const intl = useIntl();
  const documents = getFragmentData(OrganisationDocumentFragment, props.documents);
  const groups = groupDocuments(documents);
  return (
    <DetailSection title={intl.formatMessage({ id: 'organisations.documents.title' })}>
      {groups.length === 0 ? (
        <p className="text-ink-muted">
          {intl.formatMessage({ id: 'organisations.documents.empty' })}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.type ?? 'other'} className="space-y-2">
            <h3 className="text-lg font-semibold">
              {intl.formatMessage({
                id: `organisations.documentType.${(group.type ?? 'other').toLowerCase()}` as OrganisationsMessageKey,
              })}
            </h3>
            <ul className="space-y-2">
              {group.documents.map((document) => (
                <FileListItem key={document.id} title={document.title} file={document.file}>
                  <span className="min-w-0 break-words font-medium">{document.title}</span>
                </FileListItem>
              ))}
            </ul>
          </div>
        ))
      )}
    </DetailSection>
  );
}
