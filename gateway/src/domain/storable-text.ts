// Text PostgreSQL can store: well-formed UTF-16 (no lone surrogate, which it refuses in json
// values and silently replaces elsewhere) without a NUL character (refused everywhere).
export const isStorableText = (text: string): boolean =>
  text.isWellFormed() && !text.includes('\u0000');
