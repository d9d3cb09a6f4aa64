// A rich-text field of a relation form: the lazy rich-text editor on react-hook-form's controller.
import { useEffect, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldErrorText } from '../../form/use-field-error-text.ts';
import { LazyRichTextEditor } from '../../rich-text-editor/LazyRichTextEditor.tsx';

interface RichTextInputProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Links may also be paths of this site (the site's own pages). */
  sitePaths?: boolean;
}

export function RichTextInput<T extends FieldValues>({
  control,
  name,
  label,
  sitePaths,
}: RichTextInputProps<T>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const id = `${useId()}-editor`;
  // The form focuses a field with an error through its ref: here the editable area, by id.
  const { ref } = field;
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
  }, [ref, id]);
  return (
    <LazyRichTextEditor
      id={id}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={errorText(fieldState.error?.message)}
      {...(sitePaths ? { sitePaths } : {})}
    />
  );
}
