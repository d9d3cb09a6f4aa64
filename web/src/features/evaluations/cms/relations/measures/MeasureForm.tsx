// Adding or changing an outcome measure: title, description (rich text) and place in the list.
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/relation-list/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/relation-list/RelationList.tsx';
import { RichTextInput } from '../../../../../components/relation-list/RichTextInput.tsx';
import { useRelationForm } from '../../../../../components/relation-list/use-relation-form.ts';
import type { MeasuresTab_MeasureFragment } from '../../../../../gql/graphql.ts';
import { PositionField } from '../../../../../components/relation-list/PositionField.tsx';
import { useRelationText } from '../shared/relation-text.ts';
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
  const t = useRelationText();
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
