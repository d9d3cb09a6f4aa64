// The error text under a field; `id` is what the control's aria-describedby points to.
import type { FieldError as HookFieldError } from 'react-hook-form';
import { fieldError } from './field-styles.ts';
import { useFieldErrorText } from './use-field-error-text.ts';

export function FieldError({
  id,
  error,
}: {
  id: string;
  error: HookFieldError | string | undefined;
}) {
  const text = useFieldErrorText()(error);
  if (!text) return null;
  return (
    <p id={id} className={fieldError}>
      {text}
    </p>
  );
}
