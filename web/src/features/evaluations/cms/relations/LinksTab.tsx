// Tab "Links": the evaluation's links in the CMS kit's links tab.
import { LinksRelationTab } from '../../../../components/cms/owned/LinksRelationTab.tsx';
import { useRelation } from '../../../../components/relation-list/use-relation.ts';
import { LinksQuery, linkWrites } from './links/links-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';

export default function LinksTab({ evaluationId, canEdit }: RelationTabProps) {
  const { data, fallback, writers } = useRelation(
    LinksQuery,
    { id: evaluationId },
    { evaluationId },
    linkWrites,
  );
  if (fallback) return fallback;
  return (
    <LinksRelationTab
      canEdit={canEdit}
      owner={{ links: data?.evaluation?.links ?? [], ...writers }}
    />
  );
}
