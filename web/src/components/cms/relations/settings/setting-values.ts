// A key/value setting as the form edits it: the key (the server's pattern) and the value as text.
// Text that reads as JSON other than a string (a number, true/false, a list, an object) is saved as
// that value; any other text is saved as a string, so "12" stays a number and "hello" a text.
import { z } from 'zod';
import { settingKeyPattern } from '../../../../../../schema/rules/patterns.ts';
import { required } from '../../../../../../schema/rules/schemas.ts';

export const settingSchema = (takenKeys: readonly string[]) =>
  z.object({
    key: required(100)
      .regex(settingKeyPattern, { error: 'validation.invalid' })
      .refine((key) => !takenKeys.includes(key), { error: 'validation.taken' }),
    value: z.string(),
  });
export type SettingValues = z.infer<ReturnType<typeof settingSchema>>;

/** The value as the form shows it: a string as it is, anything else as JSON. */
export const valueText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

/** The value typed into the form as the JSON value to save. */
export function parseValue(text: string): unknown {
  const trimmed = text.trim();
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'string' ? text : parsed;
  } catch {
    return text;
  }
}

/**
 * The changes to merge for a saved form: the (new) key with its value, and the old key removed
 * when the key was renamed.
 */
export function settingChanges(
  previousKey: string | null,
  values: SettingValues,
): Record<string, unknown> {
  const key = values.key.trim();
  const changes: Record<string, unknown> = { [key]: parseValue(values.value) };
  if (previousKey !== null && previousKey !== key) changes[previousKey] = null;
  return changes;
}
