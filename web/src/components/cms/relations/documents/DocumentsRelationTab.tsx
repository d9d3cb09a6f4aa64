// The documents tab of any documents' owner (an evaluation, an association, a program, a trial
// bureau): each document with its title, the owner's name for its type, whether visitors may see
// it, and its file's download line. Added and edited in place; removed after the destructive
// confirmation. The owner hands in its documents, its types and how to add, change and remove one.
import { getFragmentData } from '../../../../gql';
import type { DocumentsRelation_DocumentFragment } from '../../../../gql/graphql.ts';
import { storedFile } from '../../../file-upload/stored-file.ts';
import { FileDownload } from '../FileDownload.tsx';
import { RelationList } from '../RelationList.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { DocumentRelationFragment, type DocumentsOwner } from './documents-relation.ts';
import { useRelationText } from '../relation-text.ts';

interface DocumentsRelationTabProps<T extends string> {
  owner: DocumentsOwner<T>;
  canEdit: boolean;
}

export function DocumentsRelationTab<T extends string>({
  owner,
  canEdit,
}: DocumentsRelationTabProps<T>) {
  const t = useRelationText();
  return (
    <RelationList
      title={t('documents.list')}
      items={getFragmentData(DocumentRelationFragment, owner.documents)}
      canEdit={canEdit}
      emptyText={t('documents.empty')}
      addLabel={t('documents.add')}
      itemName={(document) => document.title}
      renderItem={(document) => <DocumentView document={document} typeLabel={owner.types.label} />}
      renderForm={({ item, close }) => <DocumentForm owner={owner} item={item} close={close} />}
      remove={(document) => owner.remove(document.id)}
    />
  );
}

interface DocumentViewProps {
  document: DocumentsRelation_DocumentFragment;
  typeLabel: (type: string) => string;
}

function DocumentView({ document, typeLabel }: DocumentViewProps) {
  const t = useRelationText();
  const file = storedFile(document.file);
  return (
    <div className="space-y-1">
      <h3 className="font-semibold break-words">{document.title}</h3>
      <p className="text-ink-muted">
        {typeLabel(document.type)}
        {' · '}
        {document.isPublic ? t('documents.public') : t('documents.notPublic')}
      </p>
      {file && <FileDownload file={file} />}
    </div>
  );
}
