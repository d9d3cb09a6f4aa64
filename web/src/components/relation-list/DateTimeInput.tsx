// The publish time of a post: a native date-and-time field (the browser's own keyboard-usable
// picker) on react-hook-form's controller; the value is 'YYYY-MM-DDTHH:mm' in local time.
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useFieldErrorText } from '../form/use-field-error-text.ts';
import type { PostValues } from './post-values.ts';

interface DateTimeInputProps {
  control: Control<PostValues>;
  label: string;
  hint: string;
}

export function DateTimeInput({ control, label, hint }: DateTimeInputProps) {
  const errorText = useFieldErrorText();
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'publishAt' });
  const error = errorText(fieldState.error?.message);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <input
        id={id}
        type="datetime-local"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block min-h-11 w-full max-w-xs rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink aria-invalid:border-red-700"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
