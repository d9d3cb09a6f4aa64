// The wiring every field of the kit shares: the controller of the field named `name`, the ids of
// its label, hint and error, and the aria attributes that tie them to the control.
import { useId } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
  useController,
} from 'react-hook-form';

/** The props every field takes. */
export interface FieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the form context.
  control: Control<T, any, TOut>;
  name: N;
  label: string;
  /** A short help text under the label. */
  hint?: string;
  /** Ids of further texts that describe the field (e.g. a password's checklist of rules). */
  describedBy?: string;
  /** Marks the field as required (a visible mark and aria-required); true by default. */
  required?: boolean;
  disabled?: boolean;
  /** Shows the value without letting it be changed (still readable and focusable). */
  readOnly?: boolean;
  /** Classes for the field's wrapper. */
  className?: string;
}

export interface FieldWiring<T extends FieldValues, N extends FieldPath<T>>
  extends UseControllerReturn<T, N> {
  ids: { control: string; label: string; hint: string; error: string };
  /** aria-invalid, aria-describedby and aria-required for the control. */
  aria: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

export function useFormField<T extends FieldValues, N extends FieldPath<T>, TOut>(
  props: FieldProps<T, N, TOut>,
): FieldWiring<T, N> {
  const controller = useController({
    control: props.control,
    name: props.name,
    disabled: props.disabled,
  });
  const base = useId();
  const ids = {
    control: `${base}-control`,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
  };
  const error = controller.fieldState.error;
  const describedBy = [props.hint ? ids.hint : null, error ? ids.error : null, props.describedBy]
    .filter(Boolean)
    .join(' ');
  return {
    ...controller,
    ids,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': (props.required ?? true) && !props.readOnly ? true : undefined,
    },
  };
}
