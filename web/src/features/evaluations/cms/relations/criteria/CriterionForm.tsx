// Adding or changing a criterion: its text, inclusion or exclusion, and its place in the list.
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { RadioGroupField } from '../../../../../components/form/RadioGroupField.tsx';
import { TextareaField } from '../../../../../components/form/TextareaField.tsx';
import { RelationForm } from '../../../../../components/cms/relations/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/cms/relations/RelationList.tsx';
import {
  type FormWrites,
  saveThrough,
  useRelationForm,
} from '../../../../../components/cms/relations/use-relation-form.ts';
import type {
  CriteriaTab_CriterionFragment,
  CriterionInput,
  CriterionType,
} from '../../../../../gql/graphql.ts';
import { PositionField } from '../../../../../components/cms/relations/PositionField.tsx';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import { criterionKey } from './criterion-labels.ts';
import {
  type CriterionValues,
  criterionInput,
  criterionSchema,
  criterionTypes,
  criterionValues,
} from './criterion-values.ts';

interface CriterionFormProps extends RelationFormProps<CriteriaTab_CriterionFragment> {
  writers: FormWrites<CriterionInput>;
  type: CriterionType;
  nextPosition: number;
}

export function CriterionForm({ writers, item, type, nextPosition, close }: CriterionFormProps) {
  const t = useEvaluationRelationText();
  const state = useRelationForm<CriterionValues>({
    resolver: formResolver(criterionSchema),
    defaultValues: criterionValues(item, type, nextPosition),
    focus: 'content',
    save: saveThrough(writers, item, criterionInput),
    close,
  });
  const { control } = state.form;
  const typeOptions = criterionTypes.map((value) => ({
    value,
    label: t(criterionKey('type', value)),
  }));
  return (
    <RelationForm state={state}>
      <TextareaField
        control={control}
        name="content"
        label={t('criteria.content')}
        rows={3}
        required
      />
      <RadioGroupField
        control={control}
        name="type"
        label={t('criteria.type')}
        options={typeOptions}
        required
      />
      <PositionField control={control} />
    </RelationForm>
  );
}
