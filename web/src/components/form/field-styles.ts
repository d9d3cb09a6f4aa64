// Classes shared by the form kit's fields (the look of a text field).
export const fieldLabel = 'block font-semibold';

export const fieldHint = 'text-sm text-ink-muted';

export const fieldError = 'text-sm font-semibold text-red-700';

export const fieldInput =
  'block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-ink-muted read-only:border-neutral-300 read-only:bg-neutral-50';

export const requiredMark = 'ms-1 text-red-700';
