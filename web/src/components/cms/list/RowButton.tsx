// A button in a list's row (edit, delete, send the activation mail): small, but a 44 px target,
// and named with its row ("Bewerken: Centrum Oost") for whoever cannot see which row it is in.
import type { ReactNode } from 'react';

const looks = {
  plain: 'border-neutral-500 bg-white text-ink hover:bg-surface-muted',
  edit: 'border-brand-primary-dark text-brand-primary-dark hover:bg-neutral-100',
  delete: 'border-red-700 text-red-700 hover:bg-red-50',
} as const;

interface RowButtonProps {
  look: keyof typeof looks;
  /** The accessible name, naming the row. */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

export function RowButton({ look, label, onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`min-h-11 rounded-md border px-3 py-1 text-sm font-semibold ${looks[look]}`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
