// Adding or changing an outcome measure: title, description (rich text) and place in the list.
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/cms/relations/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/cms/relations/RelationList.tsx';
import { RichTextInput } from '../../../../../components/cms/relations/RichTextInput.tsx';
import { useRelationForm } from '../../../../../components/cms/relations/use-relation-form.ts';
import type { MeasuresTab_MeasureFragment } from '../../../../../gql/graphql.ts';
import { PositionField } from '../../../../../components/cms/relations/PositionField.tsx';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import { useAddOrUpdate } from '../shared/use-add-or-update.ts';
import {
  type MeasureValues,
  measureInput,
  measureSchema,
  measureValues,
} from './measure-values.ts';
import { AddMeasureMutation, MeasuresQuery, UpdateMeasureMutation } from './measures-operations.ts';

interface MeasureFormProps extends RelationFormProps<MeasuresTab_MeasureFragment> {
  evaluationId: string;
  nextPosition: number;
}

export function MeasureForm({ evaluationId, item, nextPosition, close }: MeasureFormProps) {
  const t = useEvaluationRelationText();
  const { add, update } = useAddOrUpdate(
    evaluationId,
    MeasuresQuery,
    AddMeasureMutation,
    UpdateMeasureMutation,
  );
  const state = useRelationForm<MeasureValues>({
    resolver: formResolver(measureSchema),
    defaultValues: measureValues(item, nextPosition),
    focus: 'title',
    save: (values) => (item ? update(item.id, measureInput(values)) : add(measureInput(values))),
    close,
  });
  const { control } = state.form;
  return (
    <RelationForm state={state}>
      <TextInputField control={control} name="title" label={t('measures.title')} required />
      <RichTextInput control={control} name="description" label={t('measures.description')} />
      <PositionField control={control} />
    </RelationForm>
  );
}
