// Shared classes of the forms (buttons and text links).
export const submitButton =
  'rounded-md bg-brand-primary-dark px-5 py-2 font-semibold text-white hover:bg-brand-primary-darker disabled:opacity-70';

export const textLink = 'font-semibold text-brand-primary-dark underline hover:no-underline';
