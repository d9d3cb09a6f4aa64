// The frame of a field: its label (with the required mark), the control, a hint and the error.
import type { ReactNode } from 'react';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { useRequiredMarks } from './AllFieldsRequired.tsx';
import { FieldError } from './FieldError.tsx';
import { fieldHint, fieldLabel, requiredMark } from './field-styles.ts';

interface FieldShellProps {
  ids: { control: string; label: string; hint: string; error: string };
  label: string;
  hint?: string;
  required?: boolean;
  error: HookFieldError | undefined;
  className?: string;
  /** Groups (radios) label themselves with a legend: the shell then draws no label. */
  labelled?: boolean;
  children: ReactNode;
}

/** The `*` of a required field (none inside `AllFieldsRequired`, which says it once). */
export function RequiredMark() {
  if (!useRequiredMarks()) return null;
  return (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  );
}

export function FieldShell({
  ids,
  label,
  hint,
  required = true,
  error,
  className,
  labelled = true,
  children,
}: FieldShellProps) {
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      {labelled && (
        <label id={ids.label} htmlFor={ids.control} className={fieldLabel}>
          {label}
          {required && <RequiredMark />}
        </label>
      )}
      {hint && (
        <p id={ids.hint} className={fieldHint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
