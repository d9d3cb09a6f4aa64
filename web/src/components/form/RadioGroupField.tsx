// One choice from a few, as native radio buttons in a fieldset, controlled by react-hook-form.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldError } from './FieldError.tsx';
import { RequiredMark } from './FieldShell.tsx';
import { fieldHint, fieldLabel } from './field-styles.ts';
import { type FieldOption, labelOf } from './options.ts';
import { ReadOnlyValue } from './ReadOnlyValue.tsx';
import { type FieldProps, useFormField } from './use-form-field.ts';

interface RadioGroupFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  options: readonly FieldOption[];
  /** Options side by side (wrapping) instead of one per line. */
  inline?: boolean;
}

export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: RadioGroupFieldProps<T, N, TOut>,
) {
  const { field, fieldState, ids, aria } = useFormField(props);
  const required = props.required ?? true;
  return (
    <fieldset
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      className={`space-y-1 ${props.className ?? ''}`}
    >
      <legend id={ids.label} className={fieldLabel}>
        {props.label}
        {required && <RequiredMark />}
      </legend>
      {props.hint && (
        <p id={ids.hint} className={fieldHint}>
          {props.hint}
        </p>
      )}
      {props.readOnly ? (
        <ReadOnlyValue
          id={ids.control}
          labelId={ids.label}
          text={labelOf(props.options, field.value)}
        />
      ) : (
        <div className={props.inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}>
          {props.options.map((option, index) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                ref={index === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                disabled={field.disabled || option.disabled}
                className="size-5 accent-brand-primary-dark"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldError id={ids.error} error={fieldState.error} />
    </fieldset>
  );
}
