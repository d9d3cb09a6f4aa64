// Tab "Documenten": the evaluation's documents in the CMS kit's documents tab, with the evaluation
// document types.
import { DocumentsRelationTab } from '../../../../components/cms/owned/DocumentsRelationTab.tsx';
import { useRelation } from '../../../../components/relation-list/use-relation.ts';
import { useEvaluationDocumentTypes } from './documents/document-types.ts';
import { DocumentsQuery, documentWrites } from './documents/documents-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';

export default function DocumentsTab({ evaluationId, canEdit }: RelationTabProps) {
  const types = useEvaluationDocumentTypes();
  const { data, fallback, writers } = useRelation(
    DocumentsQuery,
    { id: evaluationId },
    { evaluationId },
    documentWrites,
  );
  if (fallback) return fallback;
  return (
    <DocumentsRelationTab
      canEdit={canEdit}
      owner={{ documents: data?.evaluation?.documents ?? [], types, ...writers }}
    />
  );
}
