// Tab "Documenten": the organisation's documents (public or not), each with its type, its file
// (a download link that sends the session's token) and add, edit and remove.
import { useIntl } from 'react-intl';
import { fileSize } from '../../../../../components/content/file-size.ts';
import { fileTypeLabel } from '../../../../../components/content/file-type-label.ts';
import { AuthorizedDownload } from '../../../../../components/relation-list/AuthorizedDownload.tsx';
import { RelationList } from '../../../../../components/relation-list/RelationList.tsx';
import { useOrganisationText } from '../../organisation-text.ts';
import type { OwnPartTabProps } from '../part-tab-props.ts';
import { documentMutations, type PartDocument } from '../parts-documents.ts';
import { usePartMutations, useParts } from '../use-parts.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { documentTypeKey } from './document-values.ts';

export default function DocumentsTab({ kind, ownerId }: OwnPartTabProps) {
  const t = useOrganisationText();
  const { data, fallback } = useParts(kind, ownerId);
  const { add, update, remove } = usePartMutations(kind, ownerId, documentMutations);
  if (fallback) return fallback;
  const documents = data?.owner?.documents ?? [];

  return (
    <RelationList
      title={t('documents.list')}
      items={documents}
      canEdit
      emptyText={t('documents.empty')}
      addLabel={t('documents.add')}
      itemName={(document) => document.title}
      renderItem={(document) => <DocumentView document={document} />}
      renderForm={({ item, close }) => (
        <DocumentForm item={item} close={close} add={add} update={update} />
      )}
      remove={(document) => remove(document.id)}
    />
  );
}

function DocumentView({ document }: { document: PartDocument }) {
  const intl = useIntl();
  const t = useOrganisationText();
  const { file } = document;
  return (
    <div className="space-y-1">
      <h3 className="font-semibold break-words">{document.title}</h3>
      <p className="text-ink-muted">
        {intl.formatMessage({ id: documentTypeKey(document.type) })}
        {' · '}
        {document.isPublic ? t('documents.public') : t('documents.notPublic')}
      </p>
      {file && (
        <p className="break-all">
          <AuthorizedDownload url={file.url} name={file.name}>
            {t('documents.download', {
              name: file.name,
              type: fileTypeLabel(file.name, file.mimeType),
              size: fileSize(file.size, intl.locale),
            })}
          </AuthorizedDownload>
        </p>
      )}
    </div>
  );
}
