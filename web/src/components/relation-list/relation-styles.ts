// Shared classes of the relationship tabs (buttons at least 44 px high, the brand's dark tokens).
const button =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-md px-4 py-2 font-semibold disabled:opacity-70';

export const primaryButton = `${button} bg-brand-primary-dark text-white hover:bg-brand-primary-darker`;
export const secondaryButton = `${button} border border-neutral-500 bg-white text-ink hover:bg-gray-100`;
export const dangerButton = `${button} border border-red-700 bg-white text-red-700 hover:bg-red-50`;

/** The frame of a form opened in a list (adding or editing an item). */
export const formFrame = 'space-y-4 rounded-md border border-neutral-300 bg-gray-50 p-4';

/** A list heading. */
export const listHeading = 'text-xl font-bold text-ink';
