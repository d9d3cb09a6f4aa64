// Tab "Uitkomstmaten": the outcome measures in position order.
import { RichText } from '../../../../components/content/RichText.tsx';
import { byPosition, nextPosition } from '../../../../components/cms/relations/ordering.ts';
import { RelationList } from '../../../../components/cms/relations/RelationList.tsx';
import { getFragmentData } from '../../../../gql';
import { MeasureForm } from './measures/MeasureForm.tsx';
import { MeasureFragment, MeasuresQuery, measureWrites } from './measures/measures-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';
import { useEvaluationRelation } from './shared/use-evaluation-relation.ts';

export default function MeasuresTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useEvaluationRelationText();
  const { data, fallback, writers } = useEvaluationRelation(
    MeasuresQuery,
    evaluationId,
    measureWrites,
  );
  if (fallback) return fallback;
  const measures = byPosition(getFragmentData(MeasureFragment, data?.evaluation?.measures ?? []));

  return (
    <RelationList
      title={t('measures.list')}
      items={measures}
      canEdit={canEdit}
      emptyText={t('measures.empty')}
      addLabel={t('measures.add')}
      itemName={(measure) => measure.title}
      renderItem={(measure) => (
        <div className="space-y-2">
          <h3 className="font-semibold">{measure.title}</h3>
          {measure.description && <RichText html={measure.description} />}
        </div>
      )}
      renderForm={({ item, close }) => (
        <MeasureForm
          writers={writers}
          item={item}
          nextPosition={nextPosition(measures)}
          close={close}
        />
      )}
      remove={(measure) => writers.remove(measure.id)}
    />
  );
}
