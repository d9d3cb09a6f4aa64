// The pure rules of spec section 5: patterns, link normalisation and the password checklist.
import type { ValidationMessageKey } from './messages.ts';

/** Letters, digits and hyphen only ('Ongeldige naam'). */
export const namePattern = /^[\p{L}\p{N}-]+$/u;

/**
 * Optional http(s) scheme, a domain or IPv4 address, optional port, path, query and fragment.
 * A domain label is `[a-z\d](?:[a-z\d-]*[a-z\d])?`: one way to match each label, so the time
 * stays linear (the older `([a-z\d-]*[a-z\d])*` backtracked exponentially: 30 digits took seconds).
 */
export const urlPattern =
  /^(https?:\/\/)?((?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}|(?:\d{1,3}\.){3}\d{1,3})(:\d+)?(\/[-a-z\d%_.~+@:]*)*(\?[;&a-z\d%_.~+=@:/-]*)?(#[-a-z\d_@:/?=&.~%+]*)?$/i;

/** A mailto: link with one address. */
export const mailtoPattern = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i;

/** Digits only ('Alleen cijfers toegestaan'). */
export const digitsPattern = /^\d+$/;

/**
 * A phone number: the spec's number rule with the separators people write (spaces, hyphens,
 * brackets) and a leading + for an international number ('Alleen cijfers toegestaan').
 */
export const phonePattern = /^\+?\d[\d\s()-]{5,25}$/;

/** The key of a key/value setting: a lower-case letter, then letters, digits, '_' and '.'. */
export const settingKeyPattern = /^[a-z][a-z0-9_.]{0,99}$/;

/** Dutch postcode: 1-9, three digits, optional space, two letters but not SA, SD or SS. */
export const postcodePattern = /^[1-9]\d{3} ?(?!sa|sd|ss)[a-z]{2}$/i;

/** Adds https:// when no scheme is given; mailto: links are kept as they are. */
export function normaliseLink(value: string): string {
  const trimmed = value.trim();
  if (/^mailto:/i.test(trimmed) || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** '1234ab' becomes '1234 AB'. */
export const normalisePostcode = (value: string) =>
  `${value.slice(0, 4)} ${value.slice(-2).toUpperCase()}`;

/** Spec section 9; the message 'validation.password.length' states the same number. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'lowercase' | 'uppercase' | 'length' | 'digit' | 'special';
  messageKey: ValidationMessageKey;
  isMet: (password: string) => boolean;
}

/** The password checklist, in the order the spec lists it. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'lowercase',
    messageKey: 'validation.password.lowercase',
    isMet: (value) => /[a-z]/.test(value),
  },
  {
    id: 'uppercase',
    messageKey: 'validation.password.uppercase',
    isMet: (value) => /[A-Z]/.test(value),
  },
  {
    id: 'length',
    messageKey: 'validation.password.length',
    isMet: (value) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'digit', messageKey: 'validation.password.digit', isMet: (value) => /\d/.test(value) },
  {
    id: 'special',
    messageKey: 'validation.password.special',
    // A non-word character; the underscore counts too.
    isMet: (value) => /\W|_/.test(value),
  },
];

export const failedPasswordRules = (value: string) =>
  passwordRules.filter((rule) => !rule.isMet(value));
