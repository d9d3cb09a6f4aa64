// Tab "Documenten": the organisation's documents in the CMS kit's documents tab, with the
// organisation document types. Always editable: only admins and editors reach the editor.
import { DocumentsRelationTab } from '../../../../../components/cms/owned/DocumentsRelationTab.tsx';
import { useRelation } from '../../../../../components/relation-list/use-relation.ts';
import { apiKind } from '../../kinds.ts';
import type { OwnPartTabProps } from '../part-tab-props.ts';
import { documentWrites } from '../parts-mutations.ts';
import { OrganisationPartsQuery } from '../parts-queries.ts';
import { partsOf } from '../use-parts.tsx';
import { useOrganisationDocumentTypes } from './document-types.ts';

export default function DocumentsTab({ kind, ownerId }: OwnPartTabProps) {
  const types = useOrganisationDocumentTypes();
  const { data, fallback, writers } = useRelation(
    OrganisationPartsQuery,
    partsOf(kind, ownerId),
    { kind: apiKind[kind], ownerId },
    documentWrites,
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
