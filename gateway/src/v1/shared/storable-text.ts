// Text PostgreSQL cannot store: a NUL character (refused in text and json values alike) and lone
// UTF-16 surrogates (`"\ud800"` in JSON; refused in json values, silently U+FFFD elsewhere).
// A body or query string carrying either is a 422 naming the field, before any handler runs.
import { isStorableText } from '../../domain/storable-text.ts';
import { ValidationError } from './http-errors.ts';

const MAX_DEPTH = 64;

/** The path of the first string or key in `value` that cannot be stored, or undefined. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || '_';
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = isStorableText(key)
      ? unstorableTextPath(item, [...path, key])
      : [...path, key.toWellFormed().replaceAll('\u0000', '')].join('.') || '_';
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws a 422 naming the field when `value` (a parsed body or query) holds unstorable text. */
export function refuseUnstorableText(value: unknown): void {
  const field = unstorableTextPath(value);
  if (field !== undefined) throw new ValidationError({ [field]: [{ key: 'validation.invalid' }] });
}
