// Tab "Criteria": the inclusion and the exclusion criteria, each a list in position order.
import { byPosition, nextPosition } from '../../../../components/cms/relations/ordering.ts';
import { RelationList } from '../../../../components/cms/relations/RelationList.tsx';
import { getFragmentData } from '../../../../gql';
import { CriterionForm } from './criteria/CriterionForm.tsx';
import {
  CriteriaQuery,
  CriterionFragment,
  criterionWrites,
} from './criteria/criteria-operations.ts';
import { criterionKey } from './criteria/criterion-labels.ts';
import { criterionTypes } from './criteria/criterion-values.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';
import { shortName } from './shared/short-name.ts';
import { useEvaluationRelation } from './shared/use-evaluation-relation.ts';

export default function CriteriaTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useEvaluationRelationText();
  const { data, fallback, writers } = useEvaluationRelation(
    CriteriaQuery,
    evaluationId,
    criterionWrites,
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
            title={t(criterionKey('list', type))}
            items={items}
            canEdit={canEdit}
            emptyText={t(criterionKey('empty', type))}
            addLabel={t(criterionKey('add', type))}
            itemName={(criterion) => shortName(criterion.content)}
            renderItem={(criterion) => (
              <p className="whitespace-pre-line break-words">{criterion.content}</p>
            )}
            renderForm={({ item, close }) => (
              <CriterionForm
                writers={writers}
                item={item}
                type={type}
                nextPosition={nextPosition(items)}
                close={close}
              />
            )}
            remove={(criterion) => writers.remove(criterion.id)}
          />
        );
      })}
    </div>
  );
}
