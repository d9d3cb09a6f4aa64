// Messages of the /v1 API in Dutch (default) and English, picked by the request's Accept-Language.
// Dutch texts are the spec's where it gives them (section 5).

export type Locale = 'nl' | 'en';

const nl = {
  'validation.required': 'Verplicht',
  'validation.name': 'Ongeldige naam',
  'validation.url': 'Ongeldige url',
  'validation.email': 'Ongeldige email',
  'validation.number': 'Alleen cijfers toegestaan',
  'validation.postcode': 'Vul een juiste postcode in',
  'validation.password.required': 'Wachtwoord is verplicht',
  'validation.password.lowercase': 'Het wachtwoord moet minimaal één kleine letter bevatten',
  'validation.password.uppercase': 'Het wachtwoord moet minimaal één hoofdletter bevatten',
  'validation.password.length': 'Het wachtwoord moet minimaal 8 tekens lang zijn',
  'validation.password.digit': 'Het wachtwoord moet minimaal één cijfer bevatten',
  'validation.password.special': 'Het wachtwoord moet minimaal één speciaal teken bevatten',
  'validation.password.confirmation': 'De wachtwoorden komen niet overeen',
  'validation.invalid': 'Ongeldige waarde',
  'validation.type': 'Ongeldig type: {expected} verwacht',
  'validation.oneOf': 'Kies een van: {values}',
  'validation.tooLong': 'Maximaal {max} tekens',
  'validation.tooShort': 'Minimaal {min} tekens',
  'validation.tooSmall': 'Minimaal {min}',
  'validation.tooBig': 'Maximaal {max}',
  'validation.integer': 'Alleen hele getallen toegestaan',
  'validation.date': 'Ongeldige datum (JJJJ-MM-DD)',
  'validation.dateTime': 'Ongeldig tijdstip',
  'validation.dateOrder': 'De einddatum moet op of na de begindatum liggen',
  'validation.dateOrStart': 'Vul een datum of een begintijd in',
  'validation.unknownField': 'Onbekend veld',
  'validation.unknownFilter': 'Onbekend filter',
  'validation.unknownSort': 'Onbekende sortering',
  'validation.unknownInclude': 'Onbekende relatie',
  'validation.exists': 'Bestaat niet',
  'validation.taken': 'Is al in gebruik',
  'validation.slug': 'Alleen kleine letters, cijfers en koppeltekens',
  'validation.countryCode': 'Onbekende landcode (ISO 3166-1, twee letters)',
  'validation.firstOfMonth': 'Kies de eerste dag van een maand',
  'validation.mergeTarget': 'Het doelcentrum kan niet ook een samen te voegen centrum zijn',
  'error.validation': 'De gegevens zijn ongeldig',
  'error.unauthenticated': 'Niet ingelogd',
  'error.forbidden': 'Geen toegang',
  'error.notFound': 'Niet gevonden',
  'error.conflict': 'Conflict met bestaande gegevens',
  'error.tooLarge': 'Het bestand is te groot',
  'error.unsupportedFile': 'Dit bestandstype wordt niet ondersteund',
  'error.rateLimited': 'Te veel pogingen, probeer het later opnieuw',
  'error.server': 'Er is een fout opgetreden',
  'auth.invalidCredentials': 'Onjuist e-mailadres of wachtwoord',
  'auth.inactive': 'Dit account is niet actief',
  'auth.invalidToken': 'Deze link is ongeldig of verlopen',
  'auth.resetRequested':
    'Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord in te stellen',
  'auth.passwordSet': 'Uw wachtwoord is ingesteld, u kunt nu inloggen',
  'auth.activationSent': 'De activatiemail is verstuurd',
} as const;

export type MessageKey = keyof typeof nl;

const en: Record<MessageKey, string> = {
  'validation.required': 'Required',
  'validation.name': 'Invalid name',
  'validation.url': 'Invalid url',
  'validation.email': 'Invalid email',
  'validation.number': 'Only digits allowed',
  'validation.postcode': 'Enter a valid postcode',
  'validation.password.required': 'Password is required',
  'validation.password.lowercase': 'The password needs at least one lowercase letter',
  'validation.password.uppercase': 'The password needs at least one uppercase letter',
  'validation.password.length': 'The password needs at least 8 characters',
  'validation.password.digit': 'The password needs at least one digit',
  'validation.password.special': 'The password needs at least one special character',
  'validation.password.confirmation': 'The passwords do not match',
  'validation.invalid': 'Invalid value',
  'validation.type': 'Invalid type: expected {expected}',
  'validation.oneOf': 'Choose one of: {values}',
  'validation.tooLong': 'At most {max} characters',
  'validation.tooShort': 'At least {min} characters',
  'validation.tooSmall': 'At least {min}',
  'validation.tooBig': 'At most {max}',
  'validation.integer': 'Only whole numbers allowed',
  'validation.date': 'Invalid date (YYYY-MM-DD)',
  'validation.dateTime': 'Invalid date and time',
  'validation.dateOrder': 'The end date must be on or after the start date',
  'validation.dateOrStart': 'Enter a date or a start time',
  'validation.unknownField': 'Unknown field',
  'validation.unknownFilter': 'Unknown filter',
  'validation.unknownSort': 'Unknown sort key',
  'validation.unknownInclude': 'Unknown relation',
  'validation.exists': 'Does not exist',
  'validation.taken': 'Is already taken',
  'validation.slug': 'Only lowercase letters, digits and hyphens',
  'validation.countryCode': 'Unknown country code (ISO 3166-1, two letters)',
  'validation.firstOfMonth': 'Choose the first day of a month',
  'validation.mergeTarget': 'The target center cannot also be one of the centers to merge',
  'error.validation': 'The given data was invalid',
  'error.unauthenticated': 'Unauthenticated',
  'error.forbidden': 'Forbidden',
  'error.notFound': 'Not found',
  'error.conflict': 'Conflicts with existing data',
  'error.tooLarge': 'The file is too large',
  'error.unsupportedFile': 'This file is not supported',
  'error.rateLimited': 'Too many attempts, try again later',
  'error.server': 'Something went wrong',
  'auth.invalidCredentials': 'Incorrect email address or password',
  'auth.inactive': 'This account is not active',
  'auth.invalidToken': 'This link is invalid or has expired',
  'auth.resetRequested':
    'If this email address is known to us, you will receive an email with a link to set a new password',
  'auth.passwordSet': 'Your password has been set, you can now log in',
  'auth.activationSent': 'The activation email has been sent',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { nl, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(nl, value);
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The first supported language of an Accept-Language header, honouring q-values; Dutch by default. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'nl' || primary === 'en') return primary;
  }
  return 'nl';
}
