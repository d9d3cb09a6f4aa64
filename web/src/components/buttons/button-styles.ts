// The one look of the app's buttons (CMS screens, dialogs, forms, sign-in): at least 44 px high,
// the brand's dark tokens, one primary action in a group and the others secondary. The focus ring
// comes from the global :focus-visible style.
const button =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-md px-4 py-2 font-semibold disabled:opacity-70';

/** The action a form or dialog is for (save, sign in, confirm). */
export const primaryButton = `${button} bg-brand-primary-dark text-white hover:bg-brand-primary-darker`;

/** Any other action beside it (cancel, back, add). Border contrast 4.7:1. */
export const secondaryButton = `${button} border border-neutral-500 bg-white text-ink hover:bg-surface-muted`;

/** The confirm button of a destructive action (delete): red, white text (contrast 5.9:1). */
export const destructiveButton = `${button} bg-red-700 text-white hover:bg-red-800`;

/** A destructive action that asks first (remove in a list): red outline and text. */
export const dangerButton = `${button} border border-red-700 bg-white text-red-700 hover:bg-red-50`;

/** A link that reads as one, in running text or beside a form's buttons. */
export const textLink = 'font-semibold text-brand-primary-dark underline hover:no-underline';
