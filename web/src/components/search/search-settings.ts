// The timing and size rules of the global search (spec section 9), kept in one place.

/** Quiet time after the last keystroke before a term is searched (spec: 400 ms debounce). */
export const SEARCH_DEBOUNCE_MS = 400;

/** Shorter terms (after trimming) do not search. */
export const MIN_SEARCH_TERM_LENGTH = 2;

/** The API refuses longer terms. */
export const MAX_SEARCH_TERM_LENGTH = 200;
