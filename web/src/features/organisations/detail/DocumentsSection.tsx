// The organisation's public documents, grouped by type, each with file type, size and download.
import { useIntl } from 'react-intl';
import { fileTypeLabel } from '../../../components/content/file-type-label.ts';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { OrganisationsMessageKey } from '../messages/index.ts';
import { groupDocuments, humanSize } from './document-groups.ts';

export const OrganisationDocumentFragment = graphql(`
  fragment OrganisationDocument_document on Document {
    id
    type
    title
    file {
      id
      url
      name
      mimeType
      size
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
              {group.documents.map((document) => {
                const file = document.file;
                const size = file ? humanSize(file.size) : null;
                return (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 bg-white p-3"
                  >
                    <span className="min-w-0 break-words font-medium">{document.title}</span>
                    {file && size && (
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
                        <span className="sr-only">: {document.title}</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </DetailSection>
  );
}
