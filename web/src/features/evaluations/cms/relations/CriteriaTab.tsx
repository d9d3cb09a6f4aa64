// Tab "Criteria": the inclusion and the exclusion criteria, each a list in position order.
import { useMutation } from '@apollo/client/react';
import { byPosition, nextPosition } from '../../../../components/cms/relations/ordering.ts';
import { RelationList } from '../../../../components/cms/relations/RelationList.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/cms/relations/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import { CriterionForm } from './criteria/CriterionForm.tsx';
import {
  CriteriaQuery,
  CriterionFragment,
  RemoveCriterionMutation,
} from './criteria/criteria-operations.ts';
import {
  criterionAddKey,
  criterionEmptyKey,
  criterionListKey,
} from './criteria/criterion-labels.ts';
import { criterionTypes } from './criteria/criterion-values.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';
import { shortName } from './shared/short-name.ts';

export default function CriteriaTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useEvaluationRelationText();
  const { data, fallback } = useRelationQuery(CriteriaQuery, { id: evaluationId });
  const [remove] = useMutation(
    RemoveCriterionMutation,
    refetchOf(CriteriaQuery, { id: evaluationId }),
  );
  if (fallback) return fallback;
  const criteria = getFragmentData(CriterionFragment, data?.evaluation?.criteria ?? []);

  return (
    <div className="space-y-10">
      {criterionTypes.map((type) => {
        const items = byPosition(criteria.filter((criterion) => criterion.type === type));
        return (
          <RelationList
            key={type}
            title={t(criterionListKey[type])}
            items={items}
            canEdit={canEdit}
            emptyText={t(criterionEmptyKey[type])}
            addLabel={t(criterionAddKey[type])}
            itemName={(criterion) => shortName(criterion.content)}
            renderItem={(criterion) => (
              <p className="whitespace-pre-line break-words">{criterion.content}</p>
            )}
            renderForm={({ item, close }) => (
              <CriterionForm
                evaluationId={evaluationId}
                item={item}
                type={type}
                nextPosition={nextPosition(items)}
                close={close}
              />
            )}
            remove={(criterion) => remove({ variables: { evaluationId, id: criterion.id } })}
          />
        );
      })}
    </div>
  );
}
