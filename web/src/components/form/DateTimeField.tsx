// A date-and-time field (an event's start, a post's publish time): the browser's own
// keyboard-usable `datetime-local` picker on react-hook-form's controller; the value is
// 'YYYY-MM-DDTHH:mm' in local time.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import { fieldInput } from './field-styles.ts';
import { type FieldProps, useFormField } from './use-form-field.ts';

export function DateTimeField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
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
        type="datetime-local"
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={`${fieldInput} sm:max-w-xs`}
        {...aria}
      />
    </FieldShell>
  );
}
