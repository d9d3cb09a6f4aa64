// Tab "Documenten": the evaluation's documents by type and title, each with its file (name, type,
// size and a download link) and whether visitors may see it.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { fileSize } from '../../../../components/content/file-size.ts';
import { fileTypeLabel } from '../../../../components/content/file-type-label.ts';
import { AuthorizedDownload } from '../../../../components/relation-list/AuthorizedDownload.tsx';
import { RelationList } from '../../../../components/relation-list/RelationList.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/relation-list/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import type { DocumentsTab_DocumentFragment } from '../../../../gql/graphql.ts';
import { DocumentForm } from './documents/DocumentForm.tsx';
import { useDocumentTypeName } from './documents/document-types.ts';
import {
  DocumentFragment,
  DocumentsQuery,
  RemoveDocumentMutation,
} from './documents/documents-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useRelationText } from './shared/relation-text.ts';

export default function DocumentsTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useRelationText();
  const typeName = useDocumentTypeName();
  const { data, fallback } = useRelationQuery(DocumentsQuery, evaluationId);
  const [remove] = useMutation(RemoveDocumentMutation, refetchOf(DocumentsQuery, evaluationId));
  if (fallback) return fallback;
  const documents = getFragmentData(DocumentFragment, data?.evaluation?.documents ?? []);

  return (
    <RelationList
      title={t('documents.list')}
      items={documents}
      canEdit={canEdit}
      emptyText={t('documents.empty')}
      addLabel={t('documents.add')}
      itemName={(document) => document.title}
      renderItem={(document) => <DocumentView document={document} typeName={typeName} />}
      renderForm={({ item, close }) => (
        <DocumentForm evaluationId={evaluationId} item={item} close={close} />
      )}
      remove={(document) => remove({ variables: { evaluationId, id: document.id } })}
    />
  );
}

interface DocumentViewProps {
  document: DocumentsTab_DocumentFragment;
  typeName: (type: string) => string;
}

function DocumentView({ document, typeName }: DocumentViewProps) {
  const intl = useIntl();
  const t = useRelationText();
  const { file } = document;
  return (
    <div className="space-y-1">
      <h3 className="font-semibold break-words">{document.title}</h3>
      <p className="text-ink-muted">
        {typeName(document.type)}
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
