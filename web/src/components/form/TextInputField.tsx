// The one-line text field of every form, controlled by react-hook-form; an empty value is kept as
// ''. A time (`type="time"`, 'HH:mm') is one too: the browser's own keyboard-usable control. A
// password, an e-mail address and a one-time code (`pattern`, no spell check) are text fields too.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import { fieldInput } from './field-styles.ts';
import { type FieldProps, useFormField } from './use-form-field.ts';

interface TextInputFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'search' | 'time';
  /** The step of a time, in seconds. */
  step?: number;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel' | 'search';
  pattern?: string;
  spellCheck?: boolean;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
}

export function TextInputField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: TextInputFieldProps<T, N, TOut>,
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
        type={props.type ?? 'text'}
        step={props.step}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        pattern={props.pattern}
        spellCheck={props.spellCheck}
        autoCapitalize={props.autoCapitalize}
        className={fieldInput}
        {...aria}
      />
    </FieldShell>
  );
}
