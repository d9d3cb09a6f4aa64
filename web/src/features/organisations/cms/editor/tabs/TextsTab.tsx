// Field tab "Teksten": description, about and contact details, each rich text. One column: texts
// need the width.
import { RichTextInput } from '../../../../../components/cms/relations/RichTextInput.tsx';
import { useOrganisationText } from '../../organisation-text.ts';
import type { FieldTabProps } from './field-tab-props.ts';

export function TextsTab({ control }: FieldTabProps) {
  const t = useOrganisationText();
  return (
    <div className="space-y-6">
      <RichTextInput control={control} name="description" label={t('editor.field.description')} />
      <RichTextInput control={control} name="about" label={t('editor.field.about')} />
      <RichTextInput control={control} name="contact" label={t('editor.field.contact')} />
    </div>
  );
}
