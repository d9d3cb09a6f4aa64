// Tab "Uitkomstmaten": the outcome measures in position order.
import { useMutation } from '@apollo/client/react';
import { RichText } from '../../../../components/content/RichText.tsx';
import { byPosition, nextPosition } from '../../../../components/cms/relations/ordering.ts';
import { RelationList } from '../../../../components/cms/relations/RelationList.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/cms/relations/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import { MeasureForm } from './measures/MeasureForm.tsx';
import {
  MeasureFragment,
  MeasuresQuery,
  RemoveMeasureMutation,
} from './measures/measures-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';

export default function MeasuresTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useEvaluationRelationText();
  const { data, fallback } = useRelationQuery(MeasuresQuery, { id: evaluationId });
  const [remove] = useMutation(
    RemoveMeasureMutation,
    refetchOf(MeasuresQuery, { id: evaluationId }),
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
          evaluationId={evaluationId}
          item={item}
          nextPosition={nextPosition(measures)}
          close={close}
        />
      )}
      remove={(measure) => remove({ variables: { evaluationId, id: measure.id } })}
    />
  );
}
