// Tab "Secties": the study population, background and intervention sections, each with its
// status (applicable, not applicable, pending) and text (spec sections 3 and 4).

import { useRelationQuery } from '../../../../components/cms/relations/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import type { RelationTabProps } from './relation-tab-props.ts';
import { SectionEditor } from './sections/SectionEditor.tsx';
import { sectionTypes } from './sections/section-status.ts';
import { SectionFragment, SectionsQuery } from './sections/sections-operations.ts';

export default function SectionsTab({ evaluationId, canEdit }: RelationTabProps) {
  const { data, fallback } = useRelationQuery(SectionsQuery, { id: evaluationId });
  if (fallback) return fallback;
  const sections = getFragmentData(SectionFragment, data?.evaluation?.applicables ?? []);
  return (
    <div className="space-y-6">
      {sectionTypes.map((type) => {
        const section = sections.find((candidate) => candidate.type === type) ?? null;
        return (
          <SectionEditor
            key={type}
            evaluationId={evaluationId}
            type={type}
            section={section}
            canEdit={canEdit}
          />
        );
      })}
    </div>
  );
}
