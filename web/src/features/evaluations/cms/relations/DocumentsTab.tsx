// Tab "Documenten": the evaluation's documents in the CMS kit's documents tab, with the evaluation
// document types.
import { DocumentsRelationTab } from '../../../../components/cms/relations/documents/DocumentsRelationTab.tsx';
import { useEvaluationDocumentTypes } from './documents/document-types.ts';
import { DocumentsQuery, documentWrites } from './documents/documents-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelation } from './shared/use-evaluation-relation.ts';

export default function DocumentsTab({ evaluationId, canEdit }: RelationTabProps) {
  const types = useEvaluationDocumentTypes();
  const relation = useEvaluationRelation(DocumentsQuery, evaluationId, documentWrites);
  if (relation.fallback) return relation.fallback;
  const documents = relation.data?.evaluation?.documents ?? [];
  return (
    <DocumentsRelationTab canEdit={canEdit} owner={{ documents, types, ...relation.writers }} />
  );
}
