// Turns a form error (a catalogue key from a zod schema) into the text in the active language.
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isMessageKey } from '../../components/form/message-key.ts';
import { PASSWORD_MIN_LENGTH } from './password-rules.ts';

export function useValidationMessage(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    const key = error?.message;
    if (!key) return undefined;
    // A message that is not a key (a library's own) is still better shown than hidden.
    return isMessageKey(key) ? intl.formatMessage({ id: key }, { min: PASSWORD_MIN_LENGTH }) : key;
  };
}
