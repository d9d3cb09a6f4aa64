// Tab "Documenten": the organisation's documents in the CMS kit's documents tab, with the
// organisation document types. Always editable: only admins and editors reach the editor.
import { DocumentsRelationTab } from '../../../../../components/cms/relations/documents/DocumentsRelationTab.tsx';
import type { RelationTabProps } from '../relation-tab-props.ts';
import { OrganisationRelationsQuery } from '../relations-query.ts';
import { useOrganisationRelation } from '../use-organisation-relations.ts';
import { useOrganisationDocumentTypes } from './document-types.ts';
import { documentWrites } from './documents-operations.ts';

export default function DocumentsTab({ kind, ownerId }: RelationTabProps) {
  const types = useOrganisationDocumentTypes();
  const { data, fallback, writers } = useOrganisationRelation(
    OrganisationRelationsQuery,
    kind,
    ownerId,
    documentWrites,
    // The list shows the server's order of the changed document.
    { refetchOnUpdate: true },
  );
  if (fallback) return fallback;
  return (
    <DocumentsRelationTab
      canEdit
      owner={{ documents: data?.owner?.documents ?? [], types, ...writers }}
    />
  );
}
