// A labelled input with its error message, wired for assistive technology (aria-invalid/-describedby).
import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  /** Ids of further texts that describe the field (e.g. a checklist). */
  describedBy?: string;
}

export function TextField({ label, error, describedBy, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const description = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        className="block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink aria-invalid:border-red-700"
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
