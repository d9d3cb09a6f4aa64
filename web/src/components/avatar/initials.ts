// Initials for the generated avatar (spec: at most 3 letters, from letters, hyphen and space only).
//
// Rule: everything but letters, hyphens and spaces is dropped (digits, punctuation, symbols); the
// rest is split into parts at spaces and hyphens. Each part gives its first letter. With more
// parts than the maximum, the first parts and the last one are used, so the family name stays:
// "Jan-Willem van den Berg" -> "JWB". Letters keep their case, except the first and the last,
// which are capitals: "Anne de Vries" -> "AdV", "anne de vries" -> "AdV".

export const INITIALS_MAX_LETTERS = 3;

const notNameCharacter = /[^\p{L}\p{M}\s-]/gu;
const partSeparator = /[\s-]+/u;
const firstLetter = /\p{L}\p{M}*/u;

export function initials(name: string): string {
  const parts = name
    .normalize('NFC')
    .replace(notNameCharacter, '')
    .split(partSeparator)
    .map((part) => firstLetter.exec(part)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const chosen =
    parts.length <= INITIALS_MAX_LETTERS
      ? parts
      : [...parts.slice(0, INITIALS_MAX_LETTERS - 1), ...parts.slice(-1)];
  return chosen
    .map((letter, index) =>
      index === 0 || index === chosen.length - 1 ? letter.toLocaleUpperCase('nl') : letter,
    )
    .join('');
}
