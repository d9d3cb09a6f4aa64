// A single choice from a list (a native select), controlled by react-hook-form: the value is the
// chosen option's value, or null when none is chosen.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FieldShell } from './FieldShell.tsx';
import { fieldInput } from './field-styles.ts';
import { type FieldOption, labelOf } from './options.ts';
import { ReadOnlyValue } from './ReadOnlyValue.tsx';
import { type FieldProps, useFormField } from './use-form-field.ts';

interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  options: readonly FieldOption[];
  /** The text of the empty choice ('Maak een keuze' when not given). */
  placeholder?: string;
}

export function SelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: SelectFieldProps<T, N, TOut>,
) {
  const intl = useIntl();
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
      {props.readOnly ? (
        <ReadOnlyValue
          id={ids.control}
          labelId={ids.label}
          describedBy={aria['aria-describedby']}
          text={labelOf(props.options, field.value)}
        />
      ) : (
        <select
          id={ids.control}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? null : event.target.value)
          }
          onBlur={field.onBlur}
          disabled={field.disabled}
          className={fieldInput}
          {...aria}
        >
          <option value="">
            {props.placeholder ?? intl.formatMessage({ id: 'fields.select.placeholder' })}
          </option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
