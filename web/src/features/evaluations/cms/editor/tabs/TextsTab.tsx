// Field tab "Teksten": the rich texts (description, study design, contact information, analysis,
// current medical guideline) and the figure reference. One column: texts need the width.
import { TextareaField } from '../../../../../components/form/TextareaField.tsx';
import { RichTextField } from './RichTextField.tsx';
import { type FieldTabProps, useEditorText, useTabField } from './tab-props.ts';

const richTexts = [
  'description',
  'studyDesign',
  'contactInfo',
  'analysis',
  'currentMedicalGuideline',
] as const;

export function TextsTab(props: FieldTabProps) {
  const { control, readOnly } = props;
  const t = useEditorText();
  const field = useTabField(props);
  return (
    <div className="max-w-4xl space-y-8">
      {richTexts.map((name) => (
        <RichTextField
          key={name}
          control={control}
          name={name}
          label={t(`field.${name}`)}
          readOnly={readOnly}
        />
      ))}
      <TextareaField {...field('figure')} rows={3} />
    </div>
  );
}
