// The texts of the validation rules (spec section 5) in Dutch (default) and English, shared by the
// /v1 API and the web app. Placeholders are plain `{name}` arguments (no plural or select), so the
// server's simple substitution and the web app's ICU formatting give the same text.
import en from './messages/en.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };

export type ValidationMessageKey = keyof typeof nl;
export type ValidationLocale = 'nl' | 'en';

export const validationMessages: Record<ValidationLocale, Record<ValidationMessageKey, string>> = {
  nl,
  en,
};

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(nl, value);
}
