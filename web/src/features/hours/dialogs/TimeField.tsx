// A time field (the browser's own keyboard-usable control) on the form kit's wiring: 'HH:mm'.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell } from '../../../components/form/FieldShell.tsx';
import { fieldInput } from '../../../components/form/field-styles.ts';
import { type FieldProps, useFormField } from '../../../components/form/use-form-field.ts';

export function TimeField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: FieldProps<T, N, TOut>,
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
      <input
        id={ids.control}
        ref={field.ref}
        name={field.name}
        type="time"
        step={300}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={fieldInput}
        {...aria}
      />
    </FieldShell>
  );
}
