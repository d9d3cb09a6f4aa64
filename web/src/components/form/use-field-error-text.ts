// Turns a field's error (a `validation.*` message key, optionally with values) into text in the
// current locale. Keys come from the shared rule set's schemas or from `formResolver`'s error map;
// a message that is no key (e.g. a server text, already localised) is shown as it is.
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';

const separator = '|';

/** A message key with values, as one string (zod and react-hook-form carry strings only). */
export function encodeMessage(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}${separator}${JSON.stringify(values)}` : key;
}

export function decodeMessage(message: string): {
  key: string;
  values?: Record<string, string | number>;
} {
  const at = message.indexOf(separator);
  if (at < 0) return { key: message };
  try {
    return { key: message.slice(0, at), values: JSON.parse(message.slice(at + 1)) };
  } catch {
    return { key: message };
  }
}

/** A function from an error (or its message) to the text to show, undefined when there is none. */
export function useFieldErrorText(): (
  error: FieldError | string | undefined,
) => string | undefined {
  const intl = useIntl();
  return (error) => {
    const message = typeof error === 'string' ? error : error?.message;
    if (!message) return undefined;
    const { key, values } = decodeMessage(message);
    return Object.hasOwn(intl.messages, key)
      ? intl.formatMessage({ id: key as never }, values)
      : message;
  };
}
