// A multi-line text field controlled by react-hook-form.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import { fieldInput } from './field-styles.ts';
import { type FieldProps, useFormField } from './use-form-field.ts';

interface TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextareaField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: TextareaFieldProps<T, N, TOut>,
) {
  const { field, fieldState, ids, aria } = useFormField(props);
  return (
    <FieldShell
      ids={ids}
      label={props.label}
      hint={props.hint}
      required={props.required}
      error={fieldState.error}
      className={props.className}
    >
      <textarea
        id={ids.control}
        ref={field.ref}
        name={field.name}
        rows={props.rows ?? 4}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        readOnly={props.readOnly}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        className={fieldInput}
        {...aria}
      />
    </FieldShell>
  );
}
