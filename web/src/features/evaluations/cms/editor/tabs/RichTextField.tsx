// A rich-text field of the editor form: the lazy rich-text editor on react-hook-form's controller.
import { useEffect, useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldErrorText } from '../../../../../components/form/use-field-error-text.ts';
import { LazyRichTextEditor } from '../../../../../components/rich-text-editor/LazyRichTextEditor.tsx';
import type { FieldTabProps } from './tab-props.ts';

type RichTextName =
  | 'description'
  | 'studyDesign'
  | 'contactInfo'
  | 'analysis'
  | 'currentMedicalGuideline';

interface RichTextFieldProps {
  control: FieldTabProps['control'];
  name: RichTextName;
  label: string;
  readOnly: boolean;
}

export function RichTextField({ control, name, label, readOnly }: RichTextFieldProps) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const id = `${useId()}${name}`;
  // The form focuses a field with an error through its ref: here the editable area, by id.
  const { ref } = field;
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
  }, [ref, id]);
  return (
    <LazyRichTextEditor
      id={id}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      readOnly={readOnly}
      error={errorText(fieldState.error?.message)}
    />
  );
}
