// Adding or changing an outcome measure: title, description (rich text) and place in the list.
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/cms/relations/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/cms/relations/RelationList.tsx';
import { RichTextInput } from '../../../../../components/cms/relations/RichTextInput.tsx';
import {
  type FormWrites,
  saveThrough,
  useRelationForm,
} from '../../../../../components/cms/relations/use-relation-form.ts';
import type { MeasureInput, MeasuresTab_MeasureFragment } from '../../../../../gql/graphql.ts';
import { PositionField } from '../../../../../components/cms/relations/PositionField.tsx';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import {
  type MeasureValues,
  measureInput,
  measureSchema,
  measureValues,
} from './measure-values.ts';

interface MeasureFormProps extends RelationFormProps<MeasuresTab_MeasureFragment> {
  writers: FormWrites<MeasureInput>;
  nextPosition: number;
}

export function MeasureForm({ writers, item, nextPosition, close }: MeasureFormProps) {
  const t = useEvaluationRelationText();
  const state = useRelationForm<MeasureValues>({
    resolver: formResolver(measureSchema),
    defaultValues: measureValues(item, nextPosition),
    focus: 'title',
    save: saveThrough(writers, item, measureInput),
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
