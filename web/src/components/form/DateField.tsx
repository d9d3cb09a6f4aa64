// A date field controlled by react-hook-form: the value is 'YYYY-MM-DD', or null when empty.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import { fieldInput } from './field-styles.ts';
import { type FieldProps, useFormField } from './use-form-field.ts';

interface DateFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  /** Earliest and latest date, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

export function DateField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: DateFieldProps<T, N, TOut>,
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
        type="date"
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        readOnly={props.readOnly}
        min={props.min}
        max={props.max}
        className={`${fieldInput} sm:max-w-xs`}
        {...aria}
      />
    </FieldShell>
  );
}
