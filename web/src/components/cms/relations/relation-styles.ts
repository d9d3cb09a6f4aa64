// Shared classes of the relationship tabs (their buttons: components/buttons/button-styles.ts).

/** The frame of a form opened in a list (adding or editing an item). */
export const formFrame = 'space-y-4 rounded-md border border-neutral-300 bg-gray-50 p-4';

/** A list heading. */
export const listHeading = 'text-xl font-bold text-ink';
