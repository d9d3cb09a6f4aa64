// The look of the buttons in a dialog: one primary action, the others secondary.
// The focus ring comes from the global :focus-visible style.
const base = 'rounded-md px-4 py-2 font-semibold';

export const primaryButton = `${base} bg-brand-primary-dark text-white hover:bg-brand-primary-darker`;

export const secondaryButton = `${base} border border-neutral-400 bg-white text-ink hover:bg-surface-muted`;

/** The confirm button of a destructive action (delete): red, white text (contrast 5.9:1). */
export const destructiveButton = `${base} bg-red-700 text-white hover:bg-red-800`;
