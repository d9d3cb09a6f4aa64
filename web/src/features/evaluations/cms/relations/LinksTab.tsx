// Tab "Links": the evaluation's links in the CMS kit's links tab.
import { LinksRelationTab } from '../../../../components/cms/relations/links/LinksRelationTab.tsx';
import { LinksQuery, linkWrites } from './links/links-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelation } from './shared/use-evaluation-relation.ts';

export default function LinksTab({ evaluationId, canEdit }: RelationTabProps) {
  const { data, fallback, writers } = useEvaluationRelation(LinksQuery, evaluationId, linkWrites);
  if (fallback) return fallback;
  const links = data?.evaluation?.links ?? [];
  return <LinksRelationTab canEdit={canEdit} owner={{ links, ...writers }} />;
}
