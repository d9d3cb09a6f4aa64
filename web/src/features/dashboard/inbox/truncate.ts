// The mock inbox's previews (spec section 9): a text over 53 characters is cut to 50 plus '...'.
export const PREVIEW_LIMIT = 53;
export const PREVIEW_LENGTH = 50;

export function truncatePreview(text: string): string {
  // Counted in characters as people see them, so an emoji or accent is never cut in half.
  const characters = Array.from(text);
  if (characters.length <= PREVIEW_LIMIT) return text;
  return `${characters.slice(0, PREVIEW_LENGTH).join('')}...`;
}
