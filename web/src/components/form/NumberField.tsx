// A number field controlled by react-hook-form: the value is a number, null when empty, and NaN
// when what was typed is no number (so the schema reports 'Alleen cijfers toegestaan').
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import { fieldInput } from './field-styles.ts';
import { type FieldProps, useFormField } from './use-form-field.ts';

interface NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  min?: number;
  max?: number;
  step?: number;
}

/** The number an input holds: null when empty, NaN when it is no number. */
export function numberFromInput(input: HTMLInputElement): number | null {
  if (input.value.trim() === '') return input.validity?.badInput ? Number.NaN : null;
  return Number(input.value);
}

export function NumberField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: NumberFieldProps<T, N, TOut>,
) {
  const { field, fieldState, ids, aria } = useFormField(props);
  const value: unknown = field.value;
  const shown = typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
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
        type="number"
        inputMode={
          props.step !== undefined && !Number.isInteger(props.step) ? 'decimal' : 'numeric'
        }
        value={shown}
        onChange={(event) => field.onChange(numberFromInput(event.target))}
        onBlur={field.onBlur}
        disabled={field.disabled}
        readOnly={props.readOnly}
        min={props.min}
        max={props.max}
        step={props.step}
        className={fieldInput}
        {...aria}
      />
    </FieldShell>
  );
}
