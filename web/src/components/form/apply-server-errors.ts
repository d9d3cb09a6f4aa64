// Puts the field messages of a refused save (GraphQL BAD_USER_INPUT, texts already localised by the
// server) on the form's fields, and returns the messages that belong to no field.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Server field (snake_case or camelCase, e.g. `starts_at`) -> form field (e.g. `startsAt`). */
export type ServerFieldMap = Record<string, string>;

const camelCase = (field: string) =>
  field.replace(/_([a-z\d])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The form field a server field belongs to: the map's, else its camelCase path. A trailing list
 * index is dropped (`programIds.0` is a message about one chosen item of `programIds`); a field of
 * a row keeps its row (`sponsors.1.logo_id` -> `sponsors.1.logo`, the leaf through the map).
 */
function formField(serverField: string, fieldMap: ServerFieldMap): string {
  const mapped = fieldMap[serverField] ?? fieldMap[camelCase(serverField)];
  if (mapped) return mapped;
  const path = camelCase(serverField)
    .replace(/\.\d+$/, '')
    .split('.');
  const leaf = path.length > 1 ? path.pop() : undefined;
  return leaf === undefined ? path.join('.') : [...path, fieldMap[leaf] ?? leaf].join('.');
}

/**
 * Whether a message belongs to no field: the record's own (`_`), a field the form lacks (by its top
 * name, when `fields` are given), or a row's id (the row it names is gone, which no field shows).
 */
const belongsToNoField = (serverField: string, name: string, fields?: readonly string[]) =>
  serverField === '_' ||
  (fields !== undefined && !fields.includes(name.split('.')[0] ?? name)) ||
  /\.\d+\.id$/.test(name);

/**
 * For a BAD_USER_INPUT error: sets each field's messages on its form field (focusing the first)
 * and returns the messages of fields the form does not have (`fields`, when given) or of the record
 * as a whole (`_`), for a `FormAlert`. Any other error gives [] and sets nothing: check the kind of
 * error first (only a refusal of the input belongs on the form).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: ServerFieldMap = {},
  fields?: readonly string[],
): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const invalid = error.errors.filter((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  const unmatched: string[] = [];
  let focused = false;
  for (const entry of invalid) {
    const perField = (entry.extensions?.errors ?? {}) as Record<string, unknown>;
    const entries = Object.entries(perField);
    if (entries.length === 0) unmatched.push(entry.message);
    for (const [serverField, messages] of entries) {
      const texts = (Array.isArray(messages) ? messages : [messages]).map(String);
      const name = formField(serverField, fieldMap);
      if (belongsToNoField(serverField, name, fields)) {
        unmatched.push(...texts);
        continue;
      }
      setError(
        name as Path<T>,
        { type: 'server', message: texts.join(' ') },
        { shouldFocus: !focused },
      );
      focused = true;
    }
  }
  return unmatched;
}
